import { isRecord } from '../../lib/isRecord';

export interface ErrorDescription {
  status: number;
  message: string;
}

function field(error: unknown, name: string): unknown {
  return isRecord(error) ? error[name] : undefined;
}

/** Status and message of whatever a route threw: an Error, a Response-like object or any value. */
export function describeError(error: unknown): ErrorDescription {
  const status = field(error, 'status');
  const message = field(error, 'message') ?? field(error, 'statusText');
  return {
    status: typeof status === 'number' && status >= 400 && status <= 599 ? status : 500,
    message: typeof message === 'string' && message !== '' ? message : String(error),
  };
}
