import { useEffect, useRef, useState } from 'react';
import { stockImageSrcSet, stockImageUrl, type StockImage } from '../lib/stockImage';

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
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * An external stock photo with its space reserved (no layout shift). When it cannot load (offline, host
 * blocked) the frame keeps its designed gradient and the alt text stays available; no broken-image icon.
 */
export function StockPhoto({ image, alt, sizes, maxWidth, priority = false, className = '' }: StockPhotoProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // A prerendered image may have failed before React attached its error handler.
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc !== '') setFailed(true);
  }, []);

  return (
    <div
      className={`stock-photo stock-photo--${ratioName(image)} ${failed ? 'stock-photo--failed' : ''} ${className}`}
      {...(failed ? { role: 'img', 'aria-label': alt } : {})}
    >
      {!failed && (
        <img
          ref={ref}
          src={stockImageUrl(image, Math.min(960, maxWidth ?? 960))}
          srcSet={stockImageSrcSet(image, maxWidth)}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          // CORS, so the service worker can cache the photo knowing its size (opaque responses are costed
          // at several megabytes each against the storage quota).
          crossOrigin="anonymous"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => {
            setFailed(true);
          }}
        />
      )}
    </div>
  );
}
