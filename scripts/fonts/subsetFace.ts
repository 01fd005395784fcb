import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Where every text the site sets lives: the copy and the components' own signs, the projects and the journal. */
export const copySources = ['src', 'content'] as const;

const textFile = /\.(?:tsx?|md|json)$/;

const textFilesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => textFile.test(name))
    .map((name) => path.join(dir, name));

/** The copy writes some characters as escapes (`\u00a0`, the no-break spaces of French typography). */
const decodeEscapes = (source: string) =>
  source.replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_match, ...codes: unknown[]) =>
    String.fromCodePoint(parseInt(String(codes.find((code) => typeof code === 'string')), 16)),
  );

let printableAscii = '';
for (let code = 0x20; code < 0x7f; code += 1) printableAscii += String.fromCharCode(code);

/**
 * Every character the site's text can hold: printable ASCII, whatever the copy and content files contain (a
 * superset of their strings, escapes decoded) and `extra` (the agency's details, read from the environment).
 */
export function siteCharacters(extra: readonly string[] = [], root = process.cwd()): string {
  const characters = new Set(printableAscii);
  const texts = [
    ...copySources.flatMap((dir) => textFilesUnder(path.join(root, dir)).map((file) => readFileSync(file, 'utf8'))),
    ...extra,
  ];
  for (const text of texts)
    for (const character of decodeEscapes(text)) if (character >= ' ') characters.add(character);
  return [...characters].sort().join('');
}

/** The face cut down to `characters` (with the layout rules they use: kerning, ligatures), as woff2. */
export function subsetFace(face: Buffer, characters: string): Promise<Buffer> {
  return subsetFont(face, characters, { targetFormat: 'woff2' });
}
