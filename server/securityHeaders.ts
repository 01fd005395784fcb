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

export interface PolicyOptions {
  /** Hosts a response's code may `fetch()`, besides the site itself. */
  connect?: readonly string[];
  /** The booking widget's hosts: allowed on the consultation pages only, where a visitor may ask for it. */
  booking?: boolean;
}

/**
 * What the service worker script may fetch: the stock photos, which it fetches itself to cache them
 * (src/service-worker.ts). A worker's fetches obey the policy sent with its own script, not the page's.
 */
export const serviceWorkerPolicy: PolicyOptions = { connect: externalSources.images };

export function contentSecurityPolicy(inline: InlineSources = noInlineSources, options: PolicyOptions = {}): string {
  const booking = options.booking === true;
  const widget = booking ? externalSources.bookingWidget : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts, ...widget],
    'style-src': ["'self'", ...inline.styles, ...widget],
    'img-src': ["'self'", 'data:', ...externalSources.images],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.connect ?? [])],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': booking ? externalSources.bookingFrame : ["'none'"],
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
