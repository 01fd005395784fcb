import { Workbox } from 'workbox-window';
import type { AppDispatch } from '../store';
import { connectionLost, connectionRestored, installOffered, installSettled, updateFound } from './pwaSlice';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let workbox: Workbox | undefined;
let installPrompt: InstallPromptEvent | undefined;

/** Connection, installation and (in production) the service worker, reported to the store as events. */
export function startPwa(dispatch: AppDispatch): void {
  if (!navigator.onLine) dispatch(connectionLost());
  window.addEventListener('offline', () => dispatch(connectionLost()));
  window.addEventListener('online', () => dispatch(connectionRestored()));

  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    dispatch(installOffered());
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = undefined;
    dispatch(installSettled());
  });

  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/service-worker.js');
  // Fires when a new version has installed while this page runs an older one.
  workbox.addEventListener('waiting', () => dispatch(updateFound()));
  void workbox.register();
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
