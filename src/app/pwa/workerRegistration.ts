import { workerMessaged } from '../leads/leadListener';
import type { AppDispatch } from '../store';
import { connectionLost, connectionRestored, installOffered, installSettled } from './pwaSlice';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

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

export async function promptInstall(dispatch: AppDispatch): Promise<void> {
  const event = installPrompt;
  if (event === undefined) return;
  installPrompt = undefined;
  await event.prompt();
  await event.userChoice;
  dispatch(installSettled());
}
