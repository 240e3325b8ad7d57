import { fireEvent, render, screen } from '@testing-library/react';
import { PHOTO_SIZES, PLACEHOLDER_IMAGE } from '@manzil/contract';
import { FallbackImage } from './FallbackImage';

const photo = (src: string | undefined, sizes?: string) =>
  render(<FallbackImage src={src} alt="Marina view" width={1920} height={1080} sizes={sizes} />);

describe('FallbackImage', () => {
  it('offers a photo of the site in the widths the server makes when told where it sits', () => {
    photo('/images/slides/slide-1.jpg', PHOTO_SIZES.fullWidth);
    const img = screen.getByRole('img', { name: 'Marina view' });
    expect(img).toHaveAttribute('src', '/images/slides/slide-1.jpg');
    expect(img).toHaveAttribute('sizes', PHOTO_SIZES.fullWidth);
    expect(img.getAttribute('srcset')).toBe(
      ['480', '800', '1280', '1920'].map((w) => `/images/slides/slide-1.jpg?w=${w} ${w}w`).join(', '),
    );
  });

  it('offers uploads in widths too, but never a photo of another host or an SVG', () => {
    const { unmount } = photo('/api/images/0123456789abcdef01234567', PHOTO_SIZES.card);
    expect(screen.getByRole('img').getAttribute('srcset')).toContain('?w=800 800w');
    unmount();
    for (const src of ['https://cdn.example.com/a.jpg', '/images/logo.svg', '/images/../secret.jpg']) {
      const { unmount: done } = photo(src, PHOTO_SIZES.card);
      expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
      expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
      done();
    }
  });

  it('drops the widths with the photo when it fails, and shows the placeholder', () => {
    photo('/images/slides/missing.jpg', PHOTO_SIZES.fullWidth);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(img).toHaveAttribute('data-fallback', 'true');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('without sizes, keeps the one file', () => {
    photo('/images/slides/slide-1.jpg');
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
  });
});
