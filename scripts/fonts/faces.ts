/**
 * The site's two faces (both SIL Open Font License 1.1, self-hosted from their npm packages) and the local
 * faces that stand in for them until they arrive, with the files their fallback metrics are measured on.
 * Liberation Sans and Serif have the advance widths of Arial and Times New Roman, so one set of metrics
 * serves both names of each.
 */
export interface FallbackFace {
  /** The `font-family` name of the fallback face in scss/_fonts.scss. */
  readonly family: string;
  readonly weight: number;
  /** What `local()` looks for, in order. */
  readonly locals: readonly string[];
  /** The web face this one stands in for, at this weight (a static file of the same design). */
  readonly measuredFont: string;
  readonly fallbackFile: string;
}

/** The display face's file, as its package ships it: the build subsets it (scripts/webpack/subsetFontLoader.ts). */
export const displayFaceFile =
  'node_modules/@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2';

const liberation = '/usr/share/fonts/truetype/liberation';
const sansStatic = 'node_modules/@fontsource/instrument-sans/files/instrument-sans-latin';

export const fallbackFaces: readonly FallbackFace[] = [
  {
    family: 'Instrument Sans Fallback',
    weight: 400,
    locals: ['Arial', 'Liberation Sans'],
    measuredFont: `${sansStatic}-400-normal.woff2`,
    fallbackFile: `${liberation}/LiberationSans-Regular.ttf`,
  },
  {
    family: 'Instrument Sans Fallback',
    weight: 600,
    locals: ['Arial Bold', 'Liberation Sans Bold'],
    measuredFont: `${sansStatic}-600-normal.woff2`,
    fallbackFile: `${liberation}/LiberationSans-Bold.ttf`,
  },
  {
    family: 'Instrument Serif Fallback',
    weight: 400,
    locals: ['Times New Roman', 'Liberation Serif'],
    measuredFont: displayFaceFile,
    fallbackFile: `${liberation}/LiberationSerif-Regular.ttf`,
  },
];
