import '@testing-library/jest-dom';
import { configure, getConfig } from '@testing-library/react';

// The first render of a lazy page loads its whole module graph (lucide-react's CommonJS build alone holds
// every icon): on a cold transform cache and a busy machine that can pass the default 1 s of `findBy*`.
configure({ asyncUtilTimeout: 3000 });

// A query that fails inside `waitFor` (each try of a `findBy*` before the element shows) prints the whole page
// into its error, which is thrown away unless it is the last one when time runs out. Testing Library flags
// those tries itself (as it does to skip listing the roles): their page is printed only if the message is read.
const printedError = getConfig().getElementError;
function getElementError(message: string | null, container: Element): Error {
  if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) {
    const error = printedError(message, container);
    // The trace starts where Testing Library called for the error, so the report points at the test, not here.
    Error.captureStackTrace(error, getElementError);
    return error;
  }
  const error = new Error(message ?? '');
  Error.captureStackTrace(error, getElementError);
  error.name = 'TestingLibraryElementError';
  let printed: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => (printed ??= printedError(message, container).message),
  });
  return error;
}
configure({ getElementError });

// Server tests run in the node environment, which has no document, storage or scrolling.
if (typeof window !== 'undefined') {
  // jsdom does not lay out pages, so it cannot scroll; the layout scrolls on every navigation.
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn() as typeof window.scrollTo;

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie.split(';').forEach((cookie) => {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });
}
