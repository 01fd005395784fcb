import type { ParseKeys } from 'i18next';
import { site } from '../../../config/site';
import { servicePath, services } from '../../../content/services';

/** A key of a text: not a project's card, whose entry under `projects.items` is an object. */
type TextKey = Exclude<ParseKeys, `projects.items.${string}`>;

export interface FooterLink {
  readonly labelKey: TextKey;
  /** A route, a section (`/#about`, `/expertise#web`), or an `href` for the agency's e-mail and phone. */
  readonly to?: string;
  readonly href?: string;
}

export interface FooterColumn {
  readonly titleKey: TextKey;
  readonly links: readonly FooterLink[];
}

/** Every link leads somewhere real: a home section, a route, or the configured e-mail and phone. */
export const footerColumns: readonly FooterColumn[] = [
  {
    titleKey: 'footer.company',
    links: [
      { labelKey: 'nav.about', to: '/#about' },
      { labelKey: 'nav.projects', to: '/projects' },
      { labelKey: 'nav.expertise', to: '/expertise' },
      { labelKey: 'nav.journal', to: '/journal' },
      { labelKey: 'nav.contact', to: '/contact' },
    ],
  },
  {
    titleKey: 'footer.servicesTitle',
    // Each to its own part of the expertise page.
    links: services.map((service) => ({ labelKey: `expertise.items.${service}.title`, to: servicePath(service) })),
  },
  {
    titleKey: 'footer.support',
    links: [
      { labelKey: 'footer.links.contactForm', to: '/contact' },
      { labelKey: 'footer.links.email', href: `mailto:${site.email}` },
      { labelKey: 'footer.links.phone', href: `tel:${site.phone.replace(/[^\d+]/g, '')}` },
      { labelKey: 'nav.startProject', to: '/consultation' },
    ],
  },
  {
    titleKey: 'footer.legal',
    links: [
      { labelKey: 'footer.legalNotice', to: '/legal#legal-notice' },
      { labelKey: 'footer.privacy', to: '/legal#privacy' },
    ],
  },
];
