import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PhotoGallery, tileLayout } from './PhotoGallery';

const photos = Array.from({ length: 9 }, (_, i) => `/images/properties/photo-${i + 1}.jpg`);

function renderGallery() {
  return render(
    <>
      <button type="button">Before</button>
      <PhotoGallery photos={photos} title="Photos of Marina Gate 2BR" kind="photo" leadFirst />
    </>,
  );
}

const openAt = async (n: number) => {
  fireEvent.click(screen.getByRole('link', { name: `Photo ${n} of 9` }));
  return screen.findByRole('dialog', { name: 'Photos of Marina Gate 2BR' });
};

const shown = (dialog: HTMLElement) => within(dialog).getByRole('img').getAttribute('src');

describe('PhotoGallery', () => {
  it('renders every photo as a lazy image in the widths the site makes, no viewer yet', () => {
    renderGallery();
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(photos);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img.getAttribute('srcset')).toContain('?w=800 800w');
      expect(img).toHaveAttribute('sizes');
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens full screen on the photo clicked, announcing its place in the list', async () => {
    renderGallery();
    const dialog = await openAt(3);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(shown(dialog)).toBe(photos[2]);
    const count = within(dialog).getByText('Photo 3 of 9');
    expect(count).toHaveAttribute('aria-live', 'polite');
    // Focus moves in the dialog's effect, once its lazily loaded code has rendered.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('moves with the arrow keys and the buttons, from the last photo to the first', async () => {
    renderGallery();
    const dialog = await openAt(8);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Photo 9 of 9')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Photo 1 of 9')).toBeInTheDocument();
    expect(shown(dialog)).toBe(photos[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Photo 9 of 9')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('Photo 8 of 9')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 9 of 9')).toBeInTheDocument();
  });

  it('a strip of thumbnails marks the photo shown and moves to the one chosen', async () => {
    renderGallery();
    const dialog = await openAt(2);
    const strip = within(dialog).getByRole('navigation', { name: 'All photos' });
    expect(within(strip).getAllByRole('button')).toHaveLength(9);
    expect(within(strip).getByRole('button', { name: 'Show photo 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(within(strip).getByRole('button', { name: 'Show photo 7' }));
    expect(within(dialog).getByText('Photo 7 of 9')).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: 'Show photo 7' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(strip).getByRole('button', { name: 'Show photo 2' })).not.toHaveAttribute('aria-current');
  });

  it('a horizontal swipe moves; a short or vertical one does not', async () => {
    renderGallery();
    const dialog = await openAt(2);
    const stage = within(dialog).getByRole('img').parentElement!;
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: 200, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 1, button: 0, clientX: 200 + dx, clientY: 300 + dy });
    };
    swipe(-120, 10);
    expect(within(dialog).getByText('Photo 3 of 9')).toBeInTheDocument();
    swipe(120, -5);
    expect(within(dialog).getByText('Photo 2 of 9')).toBeInTheDocument();
    swipe(-20, 0);
    swipe(-60, 200);
    expect(within(dialog).getByText('Photo 2 of 9')).toBeInTheDocument();
  });

  it('keeps focus inside, and Escape or Close returns it to the photo that opened it', async () => {
    renderGallery();
    let dialog = await openAt(4);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // Tab from the last control comes back to the first: focus never leaves the viewer.
    within(dialog).getByRole('button', { name: 'Show photo 9' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Photo 4 of 9' })).toHaveFocus();

    dialog = await openAt(6);
    await act(async () => within(dialog).getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Photo 6 of 9' })).toHaveFocus();
  });

  it('fills the last row on a wide screen: a lead photo beside four, the last row shared', () => {
    const spans = (count: number, lead: boolean) =>
      tileLayout(count, lead).map((style) => (style as Record<string, unknown> | undefined)?.['--span'] ?? 3);
    // 9 photos: the lead (6 of 12 columns, two rows) and four beside it, then a full row of four.
    expect(spans(9, true)).toEqual([6, 3, 3, 3, 3, 3, 3, 3, 3]);
    // 6 photos: five beside the lead (three, then two), none left alone.
    expect(spans(6, true)).toEqual([6, 2, 2, 2, 3, 3]);
    expect(spans(10, true)).toEqual([6, 2, 2, 2, 3, 3, 3, 3, 3, 3]);
    expect(spans(12, true)).toEqual([6, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4]);
    // Three floor plans share one row; five are three and two.
    expect(spans(3, false)).toEqual([4, 4, 4]);
    expect(spans(5, false)).toEqual([4, 4, 4, 6, 6]);
    // Too few for a lead: rows of four, the rest shared.
    expect(spans(4, true)).toEqual([3, 3, 3, 3]);
    expect(spans(7, false)).toEqual([3, 3, 3, 3, 4, 4, 4]);
    expect(spans(1, true)).toEqual([12]);
  });
});
