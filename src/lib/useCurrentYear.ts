import { useSyncExternalStore } from 'react';
import { noSubscription } from './noSubscription';

/** The year the site was built, compiled in (webpack.config.ts): the year its prerendered pages show. */
declare const BUILD_YEAR: number;

/**
 * This year. While a prerendered page hydrates it is the build's year, as in the HTML, so that a page
 * built in December and opened in January hydrates without a mismatch and then shows the new year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
