/** The sub-apps only a server can answer (the API, the photos): a CDN proxies these paths to the function. */
export const apiBase = '/api';
export const photoBase = '/img';
