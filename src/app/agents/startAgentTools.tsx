import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '../store';
import { AgentTools } from './AgentTools';

/** The Navigation API, which every browser with WebMCP has: it reports the router's `pushState` too. */
interface NavigationEvents {
  addEventListener: (type: 'currententrychange', listener: () => void) => void;
  removeEventListener: (type: 'currententrychange', listener: () => void) => void;
}

// Typed as always there by TypeScript's DOM types; a browser with WebMCP through a polyfill may lack it.
const navigationOf = (): NavigationEvents | undefined => (window as { navigation?: NavigationEvents }).navigation;

function subscribeToAddress(listener: () => void): () => void {
  const navigation = navigationOf();
  navigation?.addEventListener('currententrychange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    navigation?.removeEventListener('currententrychange', listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentPathname = () => window.location.pathname;

function AgentToolsAtAddress() {
  return <AgentTools pathname={useSyncExternalStore(subscribeToAddress, currentPathname)} />;
}

/**
 * Starts the tools in a root of their own, sharing the app's store and i18next, so the app pays for nothing where
 * the browser lacks WebMCP (src/index.tsx). Returns what stops them, for tests.
 */
export function startAgentTools(store: AppStore, i18n: I18n): () => void {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AgentToolsAtAddress />
      </I18nextProvider>
    </Provider>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}
