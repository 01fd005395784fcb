import { stockImageSrcSet, stockImageUrl } from '../../../src/lib/stockImage';

const image = { id: 'photo-123', width: 1200, height: 800 };

describe('stock image URLs', () => {
  it('asks the host for the width needed, keeping the ratio', () => {
    const url = new URL(stockImageUrl(image, 480));
    expect(url.origin).toBe('https://images.unsplash.com');
    expect(url.pathname).toBe('/photo-123');
    expect(url.searchParams.get('w')).toBe('480');
    expect(url.searchParams.get('h')).toBe('320');
    expect(url.searchParams.get('auto')).toBe('format');
  });

  it('offers candidates up to the largest width asked for', () => {
    const candidates = stockImageSrcSet(image, 640).split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '480w', '640w']);
  });
});
