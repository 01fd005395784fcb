/**
 * The agency's services, in the order every list shows them: the home page, /expertise (each its own part,
 * `#<id>`), the footer and `/llms.txt` all read this list, and their names from `expertise.items.<id>`.
 */
export const services = ['web', 'mobile', 'blockchain', 'banking', 'marketing', 'social', 'innovation'] as const;
export type Service = (typeof services)[number];

/** Where a service is told in full. */
export const servicePath = (service: Service) => `/expertise#${service}`;
