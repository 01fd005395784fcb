/**
 * Hosts the site loads from at run time, besides itself. Each is allowed for exactly what it needs. The
 * stock photos are not among them: the site serves them itself (server/photos/).
 */
export const externalSources = {
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
  /** The booking widget's hosts: allowed on the consultation pages only, where a visitor may ask for it. */
  booking?: boolean;
  /** A link-preview image, which other sites (a chat's or a network's preview) may show: any origin may load it. */
  shared?: boolean;
}

export function contentSecurityPolicy(inline: InlineSources = noInlineSources, options: PolicyOptions = {}): string {
  const booking = options.booking === true;
  const widget = booking ? externalSources.bookingWidget : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts, ...widget],
    'style-src': ["'self'", ...inline.styles, ...widget],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
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

/**
 * HTTPS only, for a year, subdomains included, on every answer that came over HTTPS (browsers ignore it over
 * plain HTTP). No `preload`: joining the browsers' built-in list is the agency's decision, hard to undo.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

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
    // No other site may embed the site's files (and spend its photo encoder): only the link previews are meant to be.
    'Cross-Origin-Resource-Policy': options.shared === true ? 'cross-origin' : 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
