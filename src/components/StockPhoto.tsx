import { useEffect, useRef, useState } from 'react';
import { stockImageSrcSet, stockImageUrl, type StockImage } from '../lib/stockImage';
import { useHydrated } from '../lib/useHydrated';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The frame's ratio as a class (`3x2`), not an inline style, so the page needs no inline CSS. */
function ratioName({ width, height }: StockImage): string {
  const divisor = gcd(width, height);
  return `${width / divisor}x${height / divisor}`;
}

export interface StockPhotoProps {
  image: StockImage;
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn at each breakpoint. */
  sizes: string;
  /** The largest candidate to offer (defaults to 1600 px). */
  maxWidth?: number;
  /**
   * The page's first photo, on a phone's first screen: in the prerendered page, loaded at once with high
   * priority. Otherwise the photo waits for the app, then loads lazily (see `StockPhoto`).
   */
  priority?: boolean;
  className?: string;
}

/**
 * A stock photo with its space reserved. Only the first (`priority`) is an image before the app runs: lazy photos
 * near it would share its bandwidth on a slow network and delay the first screen's largest paint.
 */
export function StockPhoto({ image, alt, sizes, maxWidth, priority = false, className = '' }: StockPhotoProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const hydrated = useHydrated();
  const deferred = !priority && !hydrated;

  // A prerendered image may have failed before React attached its error handler.
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc !== '') setFailed(true);
  }, []);

  const photo = {
    src: stockImageUrl(image, Math.min(960, maxWidth ?? 960)),
    srcSet: stockImageSrcSet(image, maxWidth),
    sizes,
    width: image.width,
    height: image.height,
    decoding: 'async',
  } as const;

  return (
    <div
      className={`stock-photo stock-photo--${ratioName(image)} ${failed ? 'stock-photo--failed' : ''} ${className}`}
      {...(failed || deferred ? { role: 'img', 'aria-label': alt } : {})}
    >
      {deferred && (
        <noscript>
          <img {...photo} alt={alt} loading="lazy" />
        </noscript>
      )}
      {!failed && !deferred && (
        <img
          ref={ref}
          {...photo}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => {
            setFailed(true);
          }}
        />
      )}
    </div>
  );
}
