import { toEmbedUrl } from './driveLinks';

describe('cloud-drive link conversion', () => {
  it('turns /file/d/{id} links into their /preview form', () => {
    expect(toEmbedUrl('https://drive.google.com/file/d/1AbC_d-9/view?usp=sharing')).toBe(
      'https://drive.google.com/file/d/1AbC_d-9/preview',
    );
    expect(toEmbedUrl('https://drive.google.com/file/d/XYZ')).toBe(
      'https://drive.google.com/file/d/XYZ/preview',
    );
    expect(toEmbedUrl('https://drive.google.com/file/d/XYZ/preview')).toBe(
      'https://drive.google.com/file/d/XYZ/preview',
    );
  });

  it('turns open?id={id} links into their /preview form', () => {
    expect(toEmbedUrl('https://drive.google.com/open?id=42abc')).toBe(
      'https://drive.google.com/file/d/42abc/preview',
    );
    expect(toEmbedUrl('https://drive.google.com/open?usp=x&id=42abc')).toBe(
      'https://drive.google.com/file/d/42abc/preview',
    );
  });

  it('leaves every other link unchanged', () => {
    expect(toEmbedUrl('/images/gallery/downtown-1.jpg')).toBe('/images/gallery/downtown-1.jpg');
    expect(toEmbedUrl('https://example.com/file/d/abc/view')).toBe('https://example.com/file/d/abc/view');
    expect(toEmbedUrl('https://www.youtube.com/embed/xyz')).toBe('https://www.youtube.com/embed/xyz');
  });
});
