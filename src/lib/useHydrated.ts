import { useSyncExternalStore } from 'react';
import { noSubscription } from './noSubscription';

/**
 * False in a prerendered page until the app has taken it over, true from then on (and in any page the app
 * rendered itself). A form's submit button waits for it: before the app runs, the browser would submit the
 * form itself, as a GET putting what the visitor typed in the address. So do the photos below the first
 * screen (see StockPhoto).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
