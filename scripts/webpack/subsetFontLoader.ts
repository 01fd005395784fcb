import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { copySources, siteCharacters, subsetFace } from '../fonts/subsetFace';

export interface SubsetFontLoaderOptions {
  /** Text the copy files do not hold but the site sets (the agency's details, from the environment). */
  readonly extra: readonly string[];
}

/**
 * A face cut down to the characters the site's text holds, computed from the copy at each build, so the file's
 * hash (and every browser's cached copy) changes with the characters it draws.
 */
export default function subsetFontLoader(this: LoaderContext<SubsetFontLoaderOptions>, face: Buffer): void {
  const callback = this.async();
  for (const dir of copySources) this.addContextDependency(path.resolve(this.rootContext, dir));
  subsetFace(face, siteCharacters(this.getOptions().extra, this.rootContext)).then(
    (subset) => {
      callback(null, subset);
    },
    (error: unknown) => {
      callback(error instanceof Error ? error : new Error(String(error)));
    },
  );
}

/** The face arrives as bytes, not text. */
export const raw = true;
