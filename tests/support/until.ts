const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface UntilOptions {
  /** How long the condition may take, in ms (5 s). */
  timeout?: number;
  /** How to wait between looks (a React test wraps it in `act`). */
  pause?: (ms: number) => Promise<unknown>;
}

/** Waits until `condition` holds, looking again every 20 ms; fails naming `what` after the timeout. */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeout = 5000, pause = sleep }: UntilOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${String(timeout)} ms waiting for ${what}`);
    await pause(20);
  }
}

/**
 * Whether `condition` holds throughout `window` ms: what must not happen (a request sent twice) has no event
 * to wait for, so its absence is watched for a while.
 */
export async function holdsFor(condition: () => boolean | Promise<boolean>, window = 2000): Promise<boolean> {
  const end = Date.now() + window;
  while (Date.now() < end) {
    if (!(await condition())) return false;
    await sleep(50);
  }
  return condition();
}
