/** Hosts the site loads from at run time, besides itself. Each is allowed for exactly what it needs. */
export const externalSources = {
  images: ['https://images.unsplash.com'],
  /** The booking popup: Calendly's widget script and stylesheet, and the scheduling page it frames. */
  bookingWidget: ['https://assets.calendly.com'],
  bookingFrame: ['https://calendly.com'],
} as const;

/** The pages' inline scripts and styles, allowed one by one by their hashes (the build reads them: scripts/webpack/inlineHashes.ts). */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

const noInlineSources: InlineSources = { scripts: [], styles: [] };

/** Hosts a response's code may `fetch()`, besides the site itself. */
export interface PolicyOptions {
  connect?: readonly string[];
}

/**
 * What the service worker script may fetch: the stock photos, which it fetches itself to cache them
 * (src/service-worker.ts). A worker's fetches obey the policy sent with its own script, not the page's.
 */
export const serviceWorkerPolicy: PolicyOptions = { connect: externalSources.images };

export function contentSecurityPolicy(inline: InlineSources = noInlineSources, options: PolicyOptions = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts, ...externalSources.bookingWidget],
    'style-src': ["'self'", ...inline.styles, ...externalSources.bookingWidget],
    'img-src': ["'self'", 'data:', ...externalSources.images],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.connect ?? [])],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': [...externalSources.bookingFrame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(
  inline: InlineSources = noInlineSources,
  options: PolicyOptions = {},
): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inline, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
