/** The photo across the top of a card: loaded lazily, the placeholder colour until it arrives. */
import { PHOTO_SIZES } from '@manzil/contract';
import { FallbackImage, type FallbackImageProps } from '@manzil/ui';
import common from './common.module.css';

export function CardPhoto({ className = '', ...image }: FallbackImageProps) {
  return (
    <FallbackImage
      sizes={PHOTO_SIZES.card}
      {...image}
      loading="lazy"
      decoding="async"
      className={`${common.cardImage} ${className}`}
    />
  );
}
