import { fullDictionaries } from '../../tests/support/fullDictionaries';
import { fallbackFaces } from './faces';
import { fallbackMetrics } from './fallbackMetrics';

interface Tree {
  readonly [key: string]: string | Tree;
}

const strings = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));

/** Every string both dictionaries hold, each page's copy included: the text the faces set. */
export function siteCopy(): string {
  return [...strings(fullDictionaries.fr), ...strings(fullDictionaries.en)].join(' ');
}

/** The fallback faces' rules, as scss/_font-fallbacks.scss holds them. */
export function fallbackFacesScss(sample = siteCopy()): string {
  const rules = fallbackFaces.map((face) => {
    const metrics = fallbackMetrics(face.measuredFont, face.fallbackFile, sample);
    return [
      '@font-face {',
      `  font-family: '${face.family}';`,
      `  font-weight: ${String(face.weight)};`,
      `  src: ${face.locals.map((name) => `local('${name}')`).join(', ')};`,
      `  size-adjust: ${String(metrics.sizeAdjust)}%;`,
      `  ascent-override: ${String(metrics.ascentOverride)}%;`,
      `  descent-override: ${String(metrics.descentOverride)}%;`,
      `  line-gap-override: ${String(metrics.lineGapOverride)}%;`,
      '}',
    ].join('\n');
  });
  return `// Written by scripts/fonts/writeFallbackFaces.ts from the faces' files and the site's copy: do not edit.\n\n${rules.join('\n\n')}\n`;
}
