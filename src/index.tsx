import { createRoot } from 'react-dom/client';
import '../scss/main.scss';
import { App } from './app/App';
import { persistenceStarter } from './app/persistence';
import { startPwa } from './app/pwa/serviceWorker';
import { makeStore } from './app/store';
import { initSiteI18n } from './i18n/i18n';

async function start() {
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element');
  const i18n = await initSiteI18n();
  const store = makeStore();
  createRoot(container).render(<App store={store} i18n={i18n} onFirstRender={persistenceStarter(store)} />);
  startPwa(store.dispatch);
}

void start();
