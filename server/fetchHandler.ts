export interface RequestContext {
  /** The client's address as the runtime reports it (never a client-supplied header). */
  clientAddress: string;
}

/**
 * A web-standard handler: the same function runs under the Node server, the development server and
 * serverless platforms that speak `Request`/`Response`.
 */
export type FetchHandler = (request: Request, context?: RequestContext) => Promise<Response>;
