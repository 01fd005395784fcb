import '../scss/main.scss';
import { languageBase } from './i18n/languagePaths';
import { yieldToMain } from './lib/mainThread';

// The app starts in stages, each in a task of its own so that none keeps a tap waiting long: i18next and the
// copy, then the store, then React, then the router and the pages' shell, then hydration. `webpackMode: "eager"`
// keeps each stage in the bundle already loaded (nothing is fetched) and only defers running its modules.
async function start() {
  // The English home is `/en/`; at `/en` (a static host may serve it there) the router, based at `/en/`,
  // would match nothing.
  const { pathname, search, hash } = window.location;
  if (pathname.toLowerCase() === languageBase.en)
    window.history.replaceState(window.history.state, '', `${languageBase.en}/${search}${hash}`);
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element');

  const { initSiteI18n } = await import(/* webpackMode: "eager" */ './i18n/i18n');
  const i18n = await initSiteI18n();
  await yieldToMain();

  const [{ makeStore }, { startPwa }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/store'),
    import(/* webpackMode: "eager" */ './app/pwa/workerRegistration'),
  ]);
  const store = makeStore();
  // What the page was rendered with, which hydration must read: the connection's state (offline) comes after.
  const serverState = store.getState();
  // The connection's events and the install offer are heard from the start: they may come at any moment.
  startPwa(store.dispatch);
  await yieldToMain();

  // React's own evaluation apart from the router's and the app's: together they made one long task.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();

  const { renderApp } = await import(/* webpackMode: "eager" */ './app/renderApp');
  await yieldToMain();
  renderApp(container, { store, i18n, serverState });
}

void start();
