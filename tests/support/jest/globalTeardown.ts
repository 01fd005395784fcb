import { rmSync } from 'node:fs';
import type { E2eGlobals } from '../state';

export default async function globalTeardown(): Promise<void> {
  const globals = (globalThis as { __E2E__?: E2eGlobals }).__E2E__;
  if (globals === undefined) return;
  await Promise.all(globals.browsers.map((browser) => browser.close()));
  await globals.server.stop();
  await globals.stockHost.stop();
  for (const dir of [globals.outboxDir, globals.outboxRoot]) rmSync(dir, { recursive: true, force: true });
}
