import '@testing-library/jest-dom';

// Server tests run in the node environment, which has no browser storage to reset.
if (typeof window !== 'undefined') {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie.split(';').forEach((cookie) => {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });
}
