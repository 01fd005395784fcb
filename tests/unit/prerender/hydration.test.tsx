/**
 * @jest-environment node
 */
// Each prerendered page, rendered as the build renders it (Node, no DOM), then hydrated as a browser does
// (a DOM, the app's modules loaded afresh for it) with React's development build, which reports every
// hydration mismatch, text or attribute, on the console. Both module graphs are real: no mocks.
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { encodeClaim } from '../../../src/lib/leads/newsletter';
import { localizedPath } from '../../../src/i18n/languagePaths';
import { routeAt, type SitePage } from '../../../src/app/routes';
import { pagePerRoute } from '../../support/pagePerRoute';
import type { Language } from '../../../src/i18n/languages';
import { renderAppHtml } from '../../../src/prerender/renderPage';
import { pageText } from '../../support/pageText';
import { until } from '../../support/until';

interface ClientModules {
  act: (callback: () => Promise<void> | void) => Promise<void>;
  hydrateRoot: typeof import('react-dom/client').hydrateRoot;
  App: typeof import('../../../src/app/App').App;
  makeStore: typeof import('../../../src/app/store').makeStore;
  attachStoredLeads: typeof import('../../../src/app/leads/storedLeads').attachStoredLeads;
  attachLead: typeof import('../../../src/app/leads/attachLead').attachLead;
  consultationLead: typeof import('../../../src/features/consultation/consultationLead').consultationLead;
  createStaticI18n: typeof import('../../../src/i18n/staticI18n').createStaticI18n;
  enteredPrerenderedPage: () => void;
  dictionaries: {
    fr: typeof import('../../../src/i18n/locales/fr').default;
    en: typeof import('../../../src/i18n/locales/en').default;
  };
  consultation: typeof import('../../../src/features/consultation/consultationSlice');
}

const timelineQuestion: Record<Language, string> = {
  fr: 'Quel est votre calendrier\u202f?',
  en: 'What is your timeline?',
};

/** The one fintech project of the portfolio. */
const fintechProject: Record<Language, string> = { fr: 'Application de banque mobile', en: 'Mobile banking app' };

let dom: JSDOM;
let reported: string[];
let unmount: (() => Promise<void>) | undefined;

/** Node's own globals: the page's globals are added beside them, never over them. */
const nodeGlobals = new Set(Object.getOwnPropertyNames(globalThis));

/** A browser page at `address` holding the prerendered HTML; the globals are the page's (jsdom's). */
function openBrowserPage(address: string, appHtml: string, path: string, language: Language) {
  dom = new JSDOM(
    `<!doctype html><html lang="${language}"><body><div id="root" data-path="${path}" data-lang="${language}">${appHtml}</div></body></html>`,
    { url: new URL(address, 'http://localhost').href, pretendToBeVisual: true },
  );
  for (const name of Object.getOwnPropertyNames(dom.window)) {
    if (nodeGlobals.has(name) || name.startsWith('_')) continue;
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => (dom.window as unknown as Record<string, unknown>)[name],
    });
  }
  for (const name of ['window', 'document', 'navigator'] as const) {
    Object.defineProperty(globalThis, name, { configurable: true, get: () => dom.window[name] });
  }
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
}

/**
 * The browser's own copy of the app, loaded after the DOM exists as the page's script is. Called inside
 * `jest.isolateModulesAsync`, which keeps the copy apart from the build's for the whole test, lazy pages
 * included.
 */
function loadClient(): ClientModules {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    act: (require('react') as typeof import('react')).act,
    hydrateRoot: (require('react-dom/client') as typeof import('react-dom/client')).hydrateRoot,
    App: (require('../../../src/app/App') as typeof import('../../../src/app/App')).App,
    makeStore: (require('../../../src/app/store') as typeof import('../../../src/app/store')).makeStore,
    attachStoredLeads: (
      require('../../../src/app/leads/storedLeads') as typeof import('../../../src/app/leads/storedLeads')
    ).attachStoredLeads,
    attachLead: (require('../../../src/app/leads/attachLead') as typeof import('../../../src/app/leads/attachLead'))
      .attachLead,
    consultationLead: (
      require('../../../src/features/consultation/consultationLead') as typeof import('../../../src/features/consultation/consultationLead')
    ).consultationLead,
    createStaticI18n: (require('../../../src/i18n/staticI18n') as typeof import('../../../src/i18n/staticI18n'))
      .createStaticI18n,
    enteredPrerenderedPage: (
      require('../../../src/lib/prerenderedPage') as typeof import('../../../src/lib/prerenderedPage')
    ).enteredPrerenderedPage,
    dictionaries: {
      fr: (require('../../../src/i18n/locales/fr') as typeof import('../../../src/i18n/locales/fr')).default,
      en: (require('../../../src/i18n/locales/en') as typeof import('../../../src/i18n/locales/en')).default,
    },
    consultation: require('../../../src/features/consultation/consultationSlice') as ClientModules['consultation'],
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

const hydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

const setsHtml = (element: Element) =>
  Object.entries(element).some(
    ([key, props]) =>
      key.startsWith('__reactProps$') && (props as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML,
  );

/** Markup React sets as HTML (the brand's mark) is the browser's, not React's: nothing in it ever hydrates. */
const setAsHtml = (element: Element) => {
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement)
    if (setsHtml(parent)) return true;
  return false;
};

/** Waits with React's `act` around each pause, so the work the app scheduled meanwhile is done. */
const untilInAct = (what: string, condition: () => boolean, act: ClientModules['act']) =>
  until(what, condition, { pause: (ms) => act(() => new Promise((resolve) => setTimeout(resolve, ms))) });

/**
 * Prerenders `path`, opens it at `address` and hydrates it as src/index.tsx does (initial state as the
 * server state, stored leads attached after the first render); resolves once the page's own lazy part has
 * hydrated and settled.
 */
interface HydrateOptions {
  /** Runs in the browser page before the app starts (to leave a saved draft, say). */
  prepare?: (client: ClientModules) => Promise<void>;
  /** Runs once the page has hydrated, still with the browser's copy of the modules. */
  then?: (client: ClientModules) => Promise<void>;
  /** The page's prerendered HTML, when the test has rendered it already. */
  appHtml?: string;
}

async function hydratePage(path: string, language: Language, address: string, options: HydrateOptions = {}) {
  const appHtml = options.appHtml ?? (await renderAppHtml(pageAt(path), language));
  openBrowserPage(address, appHtml, path, language);
  await jest.isolateModulesAsync(async () => {
    const client = loadClient();
    await hydrateWith(client, path, language, options);
  });
}

async function hydrateWith(client: ClientModules, path: string, language: Language, options: HydrateOptions) {
  await options.prepare?.(client);
  const store = client.makeStore();
  const i18n = client.createStaticI18n(language, client.dictionaries);
  const app: ReactNode = (
    <client.App
      language={language}
      store={store}
      i18n={i18n}
      serverState={store.getState()}
      onFirstRender={() => {
        client.attachStoredLeads(store);
      }}
    />
  );
  client.enteredPrerenderedPage();
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root');
  await client.act(() => {
    const root = client.hydrateRoot(container, app, {
      onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
    });
    unmount = () => client.act(() => root.unmount());
  });
  // Settled: no element is left dehydrated behind a lazy boundary (React places the hoisted resources itself).
  const dehydrated = () =>
    [...container.querySelectorAll(':not(link, meta, title, style, script)')].filter(
      (element) => !hydrated(element) && !setAsHtml(element),
    );
  await untilInAct('the whole page to hydrate', () => dehydrated().length === 0, client.act);
  await options.then?.(client);
}

beforeEach(() => {
  reported = [];
  for (const method of ['error', 'warn'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      // Redux Toolkit's development checks time themselves: on a loaded machine they say so, about themselves.
      if (/InvariantMiddleware took \d+ms, which is more than the warning threshold/.test(text)) return;
      reported.push(text);
    });
  }
});

afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  dom.window.close();
  jest.restoreAllMocks();
});

const pageAt = (path: string): SitePage =>
  pagePerRoute.find((page) => page.path === path) ?? { route: routeAt('/').path, path: '/' };

const lookingRightToken = `${encodeClaim({ email: 'camille@example.com', lng: 'fr', expires: 4_102_444_800 })}.c2lnbmF0dXJl`;

describe.each(['fr', 'en'] as const)('a prerendered page in %s', (language) => {
  const address = (path: string, query = '') => `${localizedPath(path, language)}${query === '' ? '' : `?${query}`}`;

  // A route with a page per project is checked on its first project's page.
  it.each(pagePerRoute.map((page) => [page.path, page] as const))(
    '%s holds its heading before any script and hydrates without a mismatch',
    async (path, page) => {
      const appHtml = await renderAppHtml(page, language);
      expect(new JSDOM(appHtml).window.document.querySelector('h1')?.textContent).toBe(
        pageText(page, language).heading,
      );

      // The confirmation page shows its first view to a link that looks right (only the server can tell more).
      await hydratePage(
        path,
        language,
        address(path, path === '/newsletter/confirm' ? `token=${lookingRightToken}` : ''),
        { appHtml },
      );
      expect(document.querySelector('h1')?.textContent).toBe(pageText(page, language).heading);
      expect(reported).toEqual([]);
    },
  );

  it('hydrates /consultation with a saved draft, then shows the draft', async () => {
    await hydratePage('/consultation', language, address('/consultation'), {
      prepare: async (client) => {
        // A draft saved by an earlier visit, written by the app's own persistence.
        const earlier = client.makeStore();
        const persistor = await client.attachLead(earlier, client.consultationLead, window);
        if (persistor === undefined) throw new Error('The wizard keeps its draft');
        await untilInAct('the earlier visit to restore', () => persistor.getState().bootstrapped, client.act);
        earlier.dispatch(client.consultation.answerChosen({ question: 'projectType', value: 'website' }));
        earlier.dispatch(client.consultation.answerChosen({ question: 'budget', value: 'medium' }));
        await persistor.flush();
        persistor.pause();
      },
      then: async (client) => {
        // The wizard moves on to its third question, the timeline, once the draft is restored.
        const question = () => document.querySelector('main h2')?.textContent ?? '';
        await untilInAct('the restored draft', () => question() === timelineQuestion[language], client.act);
      },
    });
    expect(reported).toEqual([]);
  });

  it('hydrates /projects?category=fintech, then shows only that category', async () => {
    let shown: string[] = [];
    await hydratePage('/projects', language, address('/projects', 'category=fintech'), {
      then: async (client) => {
        const titles = () => [...document.querySelectorAll('main article h2')].map((title) => title.textContent);
        await untilInAct('the filtered grid', () => titles().length === 1, client.act);
        shown = titles();
      },
    });
    expect(shown).toEqual([fintechProject[language]]);
    expect(reported).toEqual([]);
  });
});
