/**
 * @jest-environment node
 */
import { brandImages, readMark, readPalette } from '../../../scripts/images/brandImages';
import { site } from '../../../src/config/site';
import { ogImage } from '../../../src/seo/linkPreviews';

let file: Buffer;
beforeAll(async () => {
  // As the build draws it (scripts/webpack/BrandImagesPlugin.ts).
  const images = await brandImages(
    readMark('src/brand/mark.svg'),
    readPalette('scss/_variables.scss'),
    site.agencyName,
  );
  file = images.get(ogImage.path.slice(1)) ?? Buffer.alloc(0);
});

describe('the Open Graph image', () => {
  it('is a PNG of the size the tags announce', () => {
    expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The first chunk is IHDR: length (4 bytes), type (4), then width and height as 32-bit big-endian.
    expect(file.toString('latin1', 12, 16)).toBe('IHDR');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([ogImage.width, ogImage.height]);
    expect([ogImage.width, ogImage.height]).toEqual([1200, 630]);
  });

  it('stays light enough for link previews', () => {
    expect(file.length).toBeLessThan(100 * 1024);
  });
});
