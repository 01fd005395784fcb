import type { LucideIcon } from 'lucide-react';
import { StockPhoto, type StockPhotoProps } from '../../components/StockPhoto';

export interface FramedPhotoProps extends StockPhotoProps {
  /** Drawn on the designed frame when the photo cannot load, so the frame still says what it shows. */
  icon: LucideIcon;
}

export function FramedPhoto({ icon: Icon, className = '', image, ...photo }: FramedPhotoProps) {
  return (
    <div className={`framed-photo ${className}`.trim()}>
      <StockPhoto image={image} {...photo} />
      <Icon className="framed-photo__glyph" aria-hidden="true" focusable="false" />
    </div>
  );
}
