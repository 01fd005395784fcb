import type { Workbox } from 'workbox-window';
import type { AppDispatch } from '../store';
import { updateFound } from './pwaSlice';

// Registered once the page is idle (src/app/renderApp.tsx), in the chunk of the notices that offer its updates.
let workbox: Workbox | undefined;

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
