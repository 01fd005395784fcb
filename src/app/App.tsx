import { StrictMode, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';
import { AppRoutes } from './AppRoutes';

interface AppProps {
  store: AppStore;
  i18n: I18n;
  /** Runs once the first render is on screen (see `persistenceStarter`). */
  onFirstRender?: () => void;
}

export function App({ store, i18n, onFirstRender }: AppProps) {
  useEffect(() => {
    onFirstRender?.();
  }, [onFirstRender]);

  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
