import type { LucideIcon } from 'lucide-react';
import { StockPhoto, type StockPhotoProps } from '../../components/StockPhoto';
import type { StockImage } from '../../lib/stockImage';

export interface FramedPhotoProps extends Omit<StockPhotoProps, 'image'> {
  /** Without a photo, the frame alone (a project whose cover is its category's art). */
  image: StockImage | undefined;
  /** Drawn on the designed frame when the photo cannot load, so the frame still says what it shows. */
  icon: LucideIcon;
  /** Colours the frame (see `.framed-photo--*` in scss/_home.scss). */
  tone?: string;
}

export function FramedPhoto({ icon: Icon, tone = 'brand', className = '', image, ...photo }: FramedPhotoProps) {
  return (
    <div className={`framed-photo framed-photo--${tone} ${className}`.trim()}>
      {image !== undefined && <StockPhoto image={image} {...photo} />}
      <Icon className="framed-photo__glyph" aria-hidden="true" focusable="false" />
    </div>
  );
}
