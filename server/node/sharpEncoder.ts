import sharp from 'sharp';
import { encodingSettings } from '../photos/encoding';
import type { PhotoEncoder } from '../photos/photoApp';

/** The photo cropped to the width and height asked for, encoded with the versioned settings. */
export const sharpEncoder: PhotoEncoder = async (source, { width, height, format }) => {
  const resized = sharp(source, { limitInputPixels: 40_000_000 }).autoOrient().resize(width, height, { fit: 'cover' });
  const encoded =
    format === 'avif'
      ? resized.avif(encodingSettings.avif)
      : format === 'webp'
        ? resized.webp(encodingSettings.webp)
        : resized.jpeg(encodingSettings.jpeg);
  return new Uint8Array(await encoded.toBuffer());
};
