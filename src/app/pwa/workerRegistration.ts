import type { Workbox } from 'workbox-window';
import { workerMessaged } from '../leads/leadListener';
import type { AppDispatch } from '../store';
import { connectionLost, connectionRestored, installOffered, installSettled, updateFound } from './pwaSlice';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let workbox: Workbox | undefined;
let installPrompt: InstallPromptEvent | undefined;

/**
 * The connection's comings and goings and the service worker's messages, as actions on the store, for
 * as long as the returned function is not called.
 */
export function watchBrowserEvents(dispatch: AppDispatch): () => void {
  const lost = () => dispatch(connectionLost());
  const back = () => dispatch(connectionRestored());
  const message = (event: MessageEvent) => dispatch(workerMessaged(event.data));
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  window.addEventListener('offline', lost);
  window.addEventListener('online', back);
  worker?.addEventListener('message', message);
  return () => {
    window.removeEventListener('offline', lost);
    window.removeEventListener('online', back);
    worker?.removeEventListener('message', message);
  };
}

/** Connection and installation, reported to the store as events. */
export function startPwa(dispatch: AppDispatch): void {
  if (!navigator.onLine) dispatch(connectionLost());
  watchBrowserEvents(dispatch);

  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    dispatch(installOffered());
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = undefined;
    dispatch(installSettled());
  });
}

/** The service worker (in production), its updates reported to the store. */
export function registerServiceWorker(dispatch: AppDispatch): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // Registering waits for the page's load event anyway: workbox-window (2.3 KB) is not needed before it.
  void import(/* webpackChunkName: "workbox" */ 'workbox-window')
    .then(({ Workbox: WorkboxWindow }) => {
      workbox = new WorkboxWindow('/service-worker.js');
      // Fires when a new version has installed while this page runs an older one.
      workbox.addEventListener('waiting', () => dispatch(updateFound()));
      return workbox.register();
    })
    // Offline before the chunk arrived: there is no worker to register yet, the next visit does it.
    .catch(() => undefined);
}

/** Activates the waiting version, then reloads once it controls the page (once, never in a loop). */
export function applyUpdate(): void {
  const current = workbox;
  if (current === undefined) return;
  current.addEventListener('controlling', () => {
    window.location.reload();
  });
  current.messageSkipWaiting();
}

export async function promptInstall(dispatch: AppDispatch): Promise<void> {
  const event = installPrompt;
  if (event === undefined) return;
  installPrompt = undefined;
  await event.prompt();
  await event.userChoice;
  dispatch(installSettled());
}
