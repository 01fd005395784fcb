import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';
import { watchBrowserEvents } from '../../src/app/pwa/workerRegistration';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import { fullDictionaries } from './fullDictionaries';
import { syncHtmlLang } from '../../src/i18n/i18n';
import { createStaticI18n } from '../../src/i18n/staticI18n';
import type { Language } from '../../src/i18n/languages';

export interface RenderOptions {
  language?: Language;
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

const unwatch: (() => void)[] = [];
afterEach(() => {
  unwatch.splice(0).forEach((stop) => {
    stop();
  });
});

/**
 * Renders with the real store, the real i18next (both dictionaries) in one language, and a router. The
 * store hears the connection's events and the service worker's messages, as the app's does (`startPwa`).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { language = 'fr', route = '/', preloadedState, store = makeStore(preloadedState) } = options;
  const i18n = createStaticI18n(language, fullDictionaries);
  syncHtmlLang(i18n);
  unwatch.push(watchBrowserEvents(store.dispatch));
  return {
    store,
    i18n,
    user: userEvent.setup(),
    ...render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </I18nextProvider>
      </Provider>,
    ),
  };
}

/** The whole site (layout and routes) at one route. */
export function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(<AppRoutes />, options);
}
