/** An image that swaps to a placeholder when its source is missing or fails (docs/glossary.md: image failures). */
import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, photoSrcSet } from '@manzil/contract';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width: number;
  height: number;
  fallback?: string;
  /** Where the photo sits (PHOTO_SIZES): with it, a photo the site can resize is offered in several
   * widths (`srcset`), and a phone downloads one sized for its screen. */
  sizes?: string;
}

export function FallbackImage({
  src,
  fallback = PLACEHOLDER_IMAGE,
  alt,
  sizes,
  ...rest
}: FallbackImageProps) {
  const wanted = src && src.trim() ? src : fallback;
  // Remembers which source failed: a new source is tried afresh without a reset effect, which
  // would undo an error that fires before it runs (a failed response already in the cache).
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === wanted ? fallback : wanted;
  // The placeholder itself failing must not loop.
  const failed = () => shown !== fallback && setFailedSrc(wanted);
  const srcSet = sizes && shown !== fallback ? photoSrcSet(shown) : undefined;
  return (
    <img
      {...rest}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={shown}
      alt={alt}
      data-fallback={shown === fallback ? 'true' : undefined}
      onError={failed}
      // A server-rendered image may have failed before the page's script attached onError.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) failed();
      }}
    />
  );
}
