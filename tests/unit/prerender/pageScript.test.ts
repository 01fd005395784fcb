/**
 * @jest-environment node
 */
import { startPage } from '../../../src/prerender/pageScript';

interface Browser {
  /** The page's address. */
  href: string;
  /** The language the server rendered the page in. */
  pageLanguage: string;
  cookie?: string;
  localStorage?: Record<string, string>;
  /** A storage that throws on every use, as some privacy settings make it. */
  storageRefused?: boolean;
  languages?: string[];
}

interface Element {
  tag: string;
  [attribute: string]: unknown;
}

const globalNames = ['window', 'document', 'navigator', 'location', 'PerformanceObserver', 'setTimeout'] as const;
const realGlobals = new Map(globalNames.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));

afterEach(() => {
  for (const [name, descriptor] of realGlobals) {
    if (descriptor === undefined) Reflect.deleteProperty(globalThis, name);
    else Object.defineProperty(globalThis, name, descriptor);
  }
});

/**
 * Runs the page script as the page's `<head>` does, against a stand-in for the browser's globals (the
 * script reads the address, cookies, storage, the browser's languages and `<html>`, and adds elements),
 * which stay in place until the test ends.
 * Returns what it did, and the callbacks it left for later (the document parsed, a paint reported, timers).
 */
function run(browser: Browser, assets: unknown = { scripts: [] }, listParsed: () => boolean = () => true) {
  const replaced: string[] = [];
  const added: Element[] = [];
  const later: { domReady?: () => void; paint?: (names: string[]) => void; timers: (() => void)[] } = { timers: [] };
  const documentElement = { lang: browser.pageLanguage, style: { display: '' }, dataset: {} as Record<string, string> };
  const storage = (entries: Record<string, string> = {}) => ({
    getItem: (key: string) => {
      if (browser.storageRefused === true) throw new Error('SecurityError');
      return entries[key] ?? null;
    },
  });
  const { pathname, search, hash } = new URL(browser.href);
  const location = { href: browser.href, pathname, search, hash, replace: (target: string) => replaced.push(target) };
  const window = { location, localStorage: storage(browser.localStorage), sessionStorage: storage() };
  const document = {
    cookie: browser.cookie ?? '',
    documentElement,
    head: { append: (element: Element) => added.push(element) },
    createElement: (tag: string): Element => ({ tag }),
    getElementById: (id: string) =>
      id === 'app-assets' && listParsed() ? { textContent: JSON.stringify(assets) } : null,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') later.domReady = listener;
    },
  };
  const languages = browser.languages ?? ['fr-FR'];
  const navigator = { languages, language: languages[0] };
  class PerformanceObserver {
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      later.paint = (names) => {
        this.callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }, this);
      };
    }
    disconnect() {
      later.paint = undefined;
    }
  }
  const setTimeout = (callback: () => void) => later.timers.push(callback);
  const globals = { window, document, navigator, location, PerformanceObserver, setTimeout };
  for (const name of globalNames) {
    Object.defineProperty(globalThis, name, { value: globals[name], configurable: true, writable: true });
  }
  startPage();
  return {
    replaced,
    hidden: documentElement.style.display === 'none',
    added,
    later,
    theme: documentElement.dataset.theme,
  };
}

describe('the page script: after the first paint, the app', () => {
  const assets = {
    links: [{ rel: 'manifest', href: '/manifest.json' }],
    styles: ['/assets/css/main.css'],
    scripts: ['/assets/js/runtime.js', '/assets/js/home.js', '/assets/js/main.js'],
  };

  it('is loaded once the first contentful paint is reported: links, stylesheet, then scripts in order', () => {
    const { added, later } = run({ href: 'https://a.test/', pageLanguage: 'fr' }, assets);
    later.paint?.(['first-paint']);
    expect(later.timers).toHaveLength(0);
    later.paint?.(['first-contentful-paint']);
    expect(added).toEqual([]);
    later.timers.forEach((timer) => {
      timer();
    });
    expect(added).toEqual([
      { tag: 'link', rel: 'manifest', href: '/manifest.json' },
      { tag: 'link', rel: 'stylesheet', href: '/assets/css/main.css' },
      { tag: 'script', src: '/assets/js/runtime.js', async: false },
      { tag: 'script', src: '/assets/js/home.js', async: false },
      { tag: 'script', src: '/assets/js/main.js', async: false },
    ]);
  });

  it('is loaded once only, by whichever comes first of the paint and the fallback after parsing', () => {
    const { added, later } = run({ href: 'https://a.test/', pageLanguage: 'fr' }, assets);
    later.domReady?.();
    later.paint?.(['first-contentful-paint']);
    later.timers.forEach((timer) => {
      timer();
    });
    expect(added.filter((element) => element.tag === 'script')).toHaveLength(3);
  });

  it('is loaded later when the paint comes before its list is parsed, not lost', () => {
    let parsed = false;
    const { added, later } = run({ href: 'https://a.test/', pageLanguage: 'fr' }, assets, () => parsed);
    later.paint?.(['first-contentful-paint']);
    later.timers.splice(0).forEach((timer) => {
      timer();
    });
    expect(added).toEqual([]);
    parsed = true;
    later.domReady?.();
    later.timers.forEach((timer) => {
      timer();
    });
    expect(added.filter((element) => element.tag === 'script')).toHaveLength(3);
  });

  it('is not loaded by a page that sends the visitor to their language', () => {
    const { added, later } = run({ href: 'https://a.test/', pageLanguage: 'fr', cookie: 'i18next=en' }, assets);
    expect(later.domReady).toBeUndefined();
    expect(later.paint).toBeUndefined();
    expect(added).toEqual([]);
  });
});

describe('the page script: the language', () => {
  it('leaves a French page alone for a French browser, and for an English one with nothing stored', () => {
    // The server sends a person's English browser on before any page (server/languageRedirect.ts); a crawler,
    // which stores nothing, must stay on the address it asked for.
    expect(run({ href: 'https://a.test/projects', pageLanguage: 'fr' })).toMatchObject({ replaced: [], hidden: false });
    expect(run({ href: 'https://a.test/projects', pageLanguage: 'fr', languages: ['en-US'] })).toMatchObject({
      replaced: [],
      hidden: false,
    });
  });

  it('sends a visitor who chose English to the English address at once, the rest kept, hidden meanwhile', () => {
    expect(
      run({ href: 'https://a.test/projects?category=ai#top', pageLanguage: 'fr', cookie: 'a=1; i18next=en' }),
    ).toMatchObject({ replaced: ['/en/projects?category=ai#top'], hidden: true });
    expect(
      run({ href: 'https://a.test/', pageLanguage: 'fr', localStorage: { i18nextLng: 'en' }, languages: ['fr'] })
        .replaced,
    ).toEqual(['/en/']);
  });

  it('follows the cookie before local storage', () => {
    expect(
      run({ href: 'https://a.test/', pageLanguage: 'fr', cookie: 'i18next=fr', localStorage: { i18nextLng: 'en' } })
        .replaced,
    ).toEqual([]);
  });

  it('leaves ?lng= to the server (a 301), following only what is stored', () => {
    expect(run({ href: 'https://a.test/projects?lng=en', pageLanguage: 'fr' }).replaced).toEqual([]);
  });

  it('keeps an English address English, whatever is stored', () => {
    expect(
      run({ href: 'https://a.test/en/legal', pageLanguage: 'en', cookie: 'i18next=fr', languages: ['fr'] }),
    ).toMatchObject({ replaced: [], hidden: false });
  });

  it('skips refused storage and stays', () => {
    expect(
      run({ href: 'https://a.test/', pageLanguage: 'fr', storageRefused: true, languages: ['en-GB'] }).replaced,
    ).toEqual([]);
  });
});

describe('the page script: the theme', () => {
  it.each(['light', 'dark'])('shows a stored %s choice on <html> before anything is painted', (theme) => {
    expect(run({ href: 'https://a.test/', pageLanguage: 'fr', localStorage: { theme } }).theme).toBe(theme);
  });

  it('leaves the system to decide without a valid choice, or when storage is refused', () => {
    expect(run({ href: 'https://a.test/', pageLanguage: 'fr' }).theme).toBeUndefined();
    expect(
      run({ href: 'https://a.test/', pageLanguage: 'fr', localStorage: { theme: 'system' } }).theme,
    ).toBeUndefined();
    expect(
      run({ href: 'https://a.test/', pageLanguage: 'fr', localStorage: { theme: 'sepia' } }).theme,
    ).toBeUndefined();
    const refused = run({ href: 'https://a.test/', pageLanguage: 'fr', storageRefused: true });
    expect(refused.theme).toBeUndefined();
    expect(refused.replaced).toEqual([]);
  });

  it('is shown on a page that sends the visitor to their language too', () => {
    const visit = run({
      href: 'https://a.test/',
      pageLanguage: 'fr',
      localStorage: { theme: 'dark', i18nextLng: 'en' },
    });
    expect(visit.theme).toBe('dark');
    expect(visit.replaced).toEqual(['/en/']);
  });
});
