import { PHOTO_VERSION, stockImageSrcSet, stockImageUrl } from '../../../src/lib/stockImage';

const image = { id: 'photo-123', width: 1200, height: 800 };

describe('stock image URLs', () => {
  it('asks the site’s own image endpoint for the width needed, under the encoding’s version', () => {
    expect(stockImageUrl(image, 480)).toBe(`/img/${PHOTO_VERSION}/photo-123/480`);
  });

  it('offers candidates up to the largest width asked for', () => {
    const candidates = stockImageSrcSet(image, 640).split(', ');
    expect(candidates).toEqual([
      `/img/${PHOTO_VERSION}/photo-123/320 320w`,
      `/img/${PHOTO_VERSION}/photo-123/480 480w`,
      `/img/${PHOTO_VERSION}/photo-123/640 640w`,
    ]);
  });
});
