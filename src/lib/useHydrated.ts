import { useSyncExternalStore } from 'react';
import { noSubscription } from './noSubscription';

/**
 * False in a prerendered page until the app has taken it over. Submit buttons wait for it: before that, the browser
 * would submit the form itself, as a GET putting what was typed in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
