import { fitFramedImage } from './EmbedCarousel';

function frameWith(html: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  frame.contentDocument!.body.innerHTML = html;
  return frame;
}

describe('fitFramedImage', () => {
  it('fits a framed picture to the frame and labels it', () => {
    const frame = frameWith('<img src="/images/gallery/a.jpg">');
    fitFramedImage(frame, 'Property Gallery 1 of 5');
    const img = frame.contentDocument!.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Property Gallery 1 of 5');
    expect(img.getAttribute('style')).toContain('object-fit:contain');
  });

  it('leaves any other framed document alone', () => {
    const frame = frameWith('<h1>Brochure</h1><img src="/x.png">');
    fitFramedImage(frame, 'Floor Plans 1 of 3');
    expect(frame.contentDocument!.querySelector('img')!.hasAttribute('alt')).toBe(false);
  });
});
