import type { LucideIcon } from 'lucide-react';
import { StockPhoto, type StockPhotoProps } from '../../components/StockPhoto';

export interface FramedPhotoProps extends StockPhotoProps {
  /** Drawn on the designed frame when the photo cannot load, so the frame still says what it shows. */
  icon: LucideIcon;
  /** Colours the frame (see `.framed-photo--*` in scss/_home.scss). */
  tone?: string;
}

export function FramedPhoto({ icon: Icon, tone = 'brand', className = '', ...photo }: FramedPhotoProps) {
  return (
    <div className={`framed-photo framed-photo--${tone} ${className}`.trim()}>
      <StockPhoto {...photo} />
      <Icon className="framed-photo__glyph" aria-hidden="true" focusable="false" />
    </div>
  );
}
