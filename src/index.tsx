import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../scss/main.scss';
import { App } from './app/App';
import { languageBase, languageOfPath } from './i18n/languagePaths';
import { attachStoredLeads } from './app/leads/storedLeads';
import { registerServiceWorker, startPwa } from './app/pwa/workerRegistration';
import { makeStore } from './app/store';
import { restoreTheme } from './app/theme/restoreTheme';
import { activeLanguage, initSiteI18n } from './i18n/i18n';
import { whenIdle, yieldToMain } from './lib/mainThread';
import { enteredPrerenderedPage } from './lib/prerenderedPage';

/** A prerendered page (see src/prerender/) carries the address and language it was rendered for. */
function canHydrate(container: HTMLElement, language: string): boolean {
  const { path, lang } = container.dataset;
  const here = window.location.pathname.replace(/(.)\/$/, '$1');
  return container.firstElementChild !== null && path?.replace(/(.)\/$/, '$1') === here && lang === language;
}

async function start() {
  // The English home is `/en/`; at `/en` (a static host may serve it there) the router, based at `/en/`,
  // would match nothing.
  const { pathname, search, hash } = window.location;
  if (pathname.toLowerCase() === languageBase.en)
    window.history.replaceState(window.history.state, '', `${languageBase.en}/${search}${hash}`);
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element');
  const i18n = await initSiteI18n();
  const store = makeStore();
  // Nothing here changes what the first screen shows: each waits until the page answers taps, in an idle
  // moment of its own, so none lengthens the tasks before it can.
  let started = false;
  const afterFirstRender = () => {
    // Strict mode runs effects twice in development: the services start once.
    if (started) return;
    started = true;
    whenIdle(() => {
      restoreTheme(store);
    });
    whenIdle(() => {
      attachStoredLeads(store);
    });
    whenIdle(() => {
      registerServiceWorker(store.dispatch);
    });
    // A visitor's AI agent may act on the page only where the browser offers WebMCP: only there is their code loaded.
    if ('modelContext' in document || 'modelContext' in navigator)
      whenIdle(() => {
        import(/* webpackChunkName: "agentTools" */ './app/agents/startAgentTools').then(
          (tools) => {
            tools.startAgentTools(store, i18n);
          },
          // Without its chunk (offline before it was ever loaded) the page simply offers no tools.
          () => undefined,
        );
      });
  };
  const app = (
    <App
      language={languageOfPath(window.location.pathname)}
      store={store}
      i18n={i18n}
      // What the page was rendered with: hydration reads this, restored state follows as an update.
      serverState={store.getState()}
      onFirstRender={afterFirstRender}
    />
  );
  // The connection's events and the install offer are heard from the start: they may come at any moment.
  startPwa(store.dispatch);
  // Evaluating the libraries and setting up the copy and the store is one task; hydration starts in the next.
  await yieldToMain();
  // Whether hydrated or rendered afresh, a prerendered page is on screen already (see Reveal).
  if (container.firstElementChild !== null) enteredPrerenderedPage();
  if (canHydrate(container, activeLanguage(i18n))) {
    // The page is on screen already: hydrating as a transition lets React yield to taps and scrolls, and hydrate
    // first the part a visitor clicks.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
