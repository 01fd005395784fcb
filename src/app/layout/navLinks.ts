export interface NavTarget {
  readonly to: string;
  readonly labelKey: 'nav.home' | 'nav.projects' | 'nav.expertise' | 'nav.journal' | 'nav.contact' | 'nav.startProject';
}

export const navTargets: readonly NavTarget[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/projects', labelKey: 'nav.projects' },
  { to: '/expertise', labelKey: 'nav.expertise' },
  { to: '/journal', labelKey: 'nav.journal' },
  { to: '/contact', labelKey: 'nav.contact' },
];

/** The bar's call to action beside its links: the consultation wizard. */
export const startProjectTarget: NavTarget = { to: '/consultation', labelKey: 'nav.startProject' };

/**
 * Whether a bar link points at where the visitor is. Router matching ignores the hash, so a section
 * link is active only on its own section, and Home yields to it there.
 */
export function isNavTargetActive(to: string, location: { pathname: string; hash: string }): boolean {
  const [path = '', anchor] = to.split('#');
  const sectionTargets = navTargets.filter((target) => target.to.startsWith(`${path}#`)).map((t) => t.to);
  if (anchor !== undefined) return location.pathname === path && location.hash === `#${anchor}`;
  if (path === '/') return location.pathname === '/' && !sectionTargets.includes(`/${location.hash}`);
  return location.pathname === path || location.pathname.startsWith(`${path}/`);
}
