import { lazy, type ComponentType } from 'react';

const RELOAD_KEY = 'chunk-reload';

function readFlag(): string | null {
  try {
    return sessionStorage.getItem(RELOAD_KEY);
  } catch {
    return null;
  }
}

function writeFlag(value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(RELOAD_KEY);
    else sessionStorage.setItem(RELOAD_KEY, value);
  } catch {
    // Without storage we cannot tell a first failure from a loop, so we never reload (see below).
  }
}

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk/i.test(error.message));
}

/**
 * A route's page, loaded on demand. After a deploy, an open tab of the old version may ask for a chunk that no longer
 * exists: it reloads once to get the new version.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  reload: () => void = () => {
    window.location.reload();
  },
) {
  return lazy(() =>
    load().then(
      (module) => {
        writeFlag(null);
        return { default: pick(module) };
      },
      (error: unknown) => {
        if (isChunkLoadError(error) && readFlag() === null) {
          writeFlag('1');
          if (readFlag() === '1') {
            reload();
            return new Promise<never>(() => undefined);
          }
        }
        throw error;
      },
    ),
  );
}
