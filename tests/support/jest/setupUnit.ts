import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The first render of a lazy page loads its whole module graph (lucide-react's CommonJS build alone holds
// every icon): on a cold transform cache and a busy machine that can pass the default 1 s of `findBy*`.
configure({ asyncUtilTimeout: 3000 });

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
