import { startTransition } from 'react';
import type { i18n as I18n } from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageOfPath } from '../i18n/languagePaths';
import { activeLanguage, keepLanguageForNextVisit } from '../i18n/i18n';
import { storedLanguage } from '../i18n/storedLanguage';
import { whenIdle } from '../lib/mainThread';
import { enteredPrerenderedPage } from '../lib/prerenderedPage';
import { App } from './App';
import { attachStoredLeads } from './leads/storedLeads';
import type { AppStore, RootState } from './store';
import { restoreTheme } from './theme/restoreTheme';

/** A prerendered page (see src/prerender/) carries the address and language it was rendered for. */
function canHydrate(container: HTMLElement, language: string): boolean {
  const { path, lang } = container.dataset;
  const here = window.location.pathname.replace(/(.)\/$/, '$1');
  return container.firstElementChild !== null && path?.replace(/(.)\/$/, '$1') === here && lang === language;
}

/**
 * What does not change the first screen, started once the page answers taps, each in an idle moment of its
 * own so that none lengthens the tasks before it can; once only (strict mode runs effects twice in development).
 */
function servicesAfterFirstRender(store: AppStore, i18n: I18n): () => void {
  let started = false;
  // Read as the app starts: a language stored after this (see keepLanguageForNextVisit) is not this page's to undo.
  const storedWhenOpened = storedLanguage();
  return () => {
    if (started) return;
    started = true;
    whenIdle(() => {
      restoreTheme(store);
    });
    whenIdle(() => {
      // Without its chunk (offline before it was ever loaded) the next visit simply detects afresh.
      keepLanguageForNextVisit(i18n, storedWhenOpened).catch(() => undefined);
    });
    whenIdle(() => {
      attachStoredLeads(store);
    });
    whenIdle(() => {
      import(/* webpackChunkName: "pwa" */ './pwa/serviceWorker').then(
        ({ registerServiceWorker }) => {
          registerServiceWorker(store.dispatch);
        },
        // Offline before the chunk was ever loaded: there is no worker to register yet, the next visit does it.
        () => undefined,
      );
    });
    // A visitor's AI agent may act on the page only where the browser offers WebMCP: only there is their code loaded.
    if ('modelContext' in document || 'modelContext' in navigator)
      whenIdle(() => {
        import(/* webpackChunkName: "agentTools" */ './agents/startAgentTools').then(
          (tools) => {
            tools.startAgentTools(store, i18n);
          },
          // Without its chunk (offline before it was ever loaded) the page simply offers no tools.
          () => undefined,
        );
      });
  };
}

interface AppStart {
  store: AppStore;
  i18n: I18n;
  /** The store's state as the page was prerendered, taken before anything the browser knows was dispatched. */
  serverState: RootState;
}

/** Hydrates the prerendered page in `container` (or renders it afresh where it cannot). */
export function renderApp(container: HTMLElement, { store, i18n, serverState }: AppStart): void {
  const app = (
    <App
      language={languageOfPath(window.location.pathname)}
      store={store}
      i18n={i18n}
      // What the page was rendered with: hydration reads this, restored state follows as an update.
      serverState={serverState}
      onFirstRender={servicesAfterFirstRender(store, i18n)}
    />
  );
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
