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
 * Starts the site's agent tools, in a root of their own beside the app's: the app only loads this chunk where
 * the browser offers WebMCP (src/index.tsx), and pays for nothing else, not even a component in its tree.
 * The tools follow the address the app's router writes; they share its store and its i18next. Returns what
 * stops them (for tests: the page never does).
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
