import { StrictMode, useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore, RootState } from './store';
import { AppRoutes } from './AppRoutes';
import { routerBase } from '../i18n/languagePaths';
import type { Language } from '../i18n/languages';

interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  /**
   * The state the page was prerendered with, read while hydrating so the render matches the HTML; a saved draft or
   * the address's filters then arrive as an ordinary update.
   */
  serverState?: RootState;
  children: ReactNode;
}

/** The store, the translations and strict mode: the same around the browser's router and the build's. */
export function AppProviders({ store, i18n, serverState, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </Provider>
    </StrictMode>
  );
}

interface AppProps extends Omit<AppProvidersProps, 'children'> {
  /** The address's language: English pages live under `/en/`, which the router takes as its base. */
  language: Language;
  /** Runs once the first render is on screen (see `persistenceStarter`). */
  onFirstRender?: () => void;
}

export function App({ language, onFirstRender, ...providers }: AppProps) {
  useEffect(() => {
    onFirstRender?.();
  }, [onFirstRender]);

  return (
    <AppProviders {...providers}>
      <BrowserRouter basename={routerBase(language)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
