import { useHydrated } from '../lib/useHydrated';
import { workImageSrcSet, workImageUrl, type WorkImage } from '../content/workImage';

export interface WorkPictureProps {
  image: WorkImage;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /**
   * On a first screen: in the prerendered page, loaded at once with high priority. Otherwise the picture waits for
   * the app, then loads lazily: near the first screen, it would share a slow network with the largest paint.
   */
  priority?: boolean;
  className?: string;
}

/** One of a project's own images, AVIF where the browser reads it, else WebP, its space reserved before it loads. */
export function WorkPicture({ image, alt, sizes, priority = false, className = '' }: WorkPictureProps) {
  const hydrated = useHydrated();
  const deferred = !priority && !hydrated;
  const fallbackWidth = image.widths.find((width) => width >= 800) ?? image.widths.at(-1) ?? image.width;
  const picture = (
    <picture>
      <source type="image/avif" srcSet={workImageSrcSet(image, 'avif')} sizes={sizes} />
      <img
        src={workImageUrl(image, fallbackWidth, 'webp')}
        srcSet={workImageSrcSet(image, 'webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
  return (
    <div className={`work-picture ${className}`.trim()} {...(deferred ? { role: 'img', 'aria-label': alt } : {})}>
      {deferred ? <noscript>{picture}</noscript> : picture}
    </div>
  );
}
