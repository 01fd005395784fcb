import sharp from 'sharp';
import { escapeHtml } from '../../src/lib/html';
import { shareImage } from '../../src/seo/linkPreviews';
import { placed, type Mark } from './brandImages';
import { outlineText, wrapText } from './svgText';

const { width, height } = shareImage('', 'fr');
/** The cover's place: bleeding off the right edge, 16:10 like every project image. */
const cover = { left: 600, top: 95, width: 704, height: 440 } as const;
const palette = { ground: '#15122b', title: '#ffffff', client: '#a996ff', agency: '#c9c3e6' } as const;
const TITLE_SIZE = 58;
const TEXT_WIDTH = 500;

export interface ShareImageText {
  readonly title: string;
  readonly client: string;
  readonly agencyName: string;
  /** The brand's mark, signed beside the agency's name as the header shows it. */
  readonly mark: Mark;
}

/** The words of a share image, set in the studio's faces as outlines: the client, the title, the agency. */
function wordsSvg({ title, client, agencyName, mark }: ShareImageText): string {
  const lines = wrapText('Instrument Serif', 400, TITLE_SIZE, title, TEXT_WIDTH).slice(0, 4);
  const lineHeight = TITLE_SIZE * 1.05;
  const top = height / 2 - (lines.length * lineHeight) / 2 + TITLE_SIZE * 0.8;
  const text = (x: number, y: number, attributes: string, content: string) =>
    `<text x="${String(x)}" y="${String(Math.round(y))}" ${attributes}>${escapeHtml(content)}</text>`;
  return outlineText(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}">` +
      text(
        64,
        top - 70,
        `font-family="Instrument Sans" font-weight="600" font-size="26" fill="${palette.client}"`,
        client,
      ) +
      lines
        .map((line, index) =>
          text(
            64,
            top + index * lineHeight,
            `font-family="Instrument Serif" font-size="${String(TITLE_SIZE)}" fill="${palette.title}"`,
            line,
          ),
        )
        .join('') +
      placed(mark, 64, height - 88, 40) +
      text(118, height - 56, `font-family="Instrument Serif" font-size="34" fill="${palette.agency}"`, agencyName) +
      '</svg>',
  );
}

/**
 * A case study's link preview, 1200 × 630: its cover (any of its encodings at 800 px or more, as the build already
 * made them) beside its client and title, in one language.
 */
export async function renderShareImage(coverEncoding: Buffer, words: ShareImageText): Promise<Buffer> {
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(cover.width)}" height="${String(cover.height)}"><rect width="100%" height="100%" rx="18" fill="#fff"/></svg>`,
  );
  const picture = await sharp(coverEncoding)
    .resize({ width: cover.width, height: cover.height, fit: 'cover' })
    .composite([{ input: corners, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: palette.ground } })
    .composite([
      {
        input: await sharp(picture)
          .extract({ left: 0, top: 0, width: width - cover.left, height: cover.height })
          .toBuffer(),
        left: cover.left,
        top: cover.top,
      },
      { input: Buffer.from(wordsSvg(words)), left: 0, top: 0 },
    ])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
