import markup from '../../brand/mark.svg?source';

/**
 * The brand's mark, inline in the page: the very file the build makes the favicon, the app icons and the link
 * preview from (scripts/webpack/BrandImagesPlugin.ts), so the header can never show another brand than they do.
 */
export function BrandMark() {
  return <span className="site-brand__mark" aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />;
}
