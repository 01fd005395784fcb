/** For `useSyncExternalStore` over a value that never changes while the page lives: nothing to subscribe to. */
export const noSubscription = () => () => undefined;
