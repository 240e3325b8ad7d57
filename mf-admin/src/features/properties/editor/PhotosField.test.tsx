import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, handle, render, requestsTo, serve } from '@manzil/api-client/testing';
import { PhotosField, shownName, thumbnailSrc } from './PhotosField';

function Harness({ initial = [] as string[] }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <>
      <PhotosField id="photos" photos={photos} onChange={(update) => setPhotos(update)} />
      <output data-testid="order">{photos.join(' ')}</output>
    </>
  );
}
/** What the live regions say now (the field's own and the drag library's). */
const said = () => screen.getAllByRole('status').map((el) => el.textContent);
const order = () => screen.getByTestId('order').textContent;
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('PhotosField', () => {
  beforeEach(() => {
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('uploads several photos, one request each, and lists them in the order chosen, the first the cover', async () => {
    let stored = 0;
    serve(
      handle('POST /admin/images', () => ({
        data: { url: `/api/images/${++stored}`, width: 40, height: 30 },
      })),
    );
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Add photos'), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(order()).toBe('/api/images/1 /api/images/2 /api/images/3'));
    expect(requestsTo('POST /admin/images')).toHaveLength(3);
    await waitFor(() => expect(said()).toContain('3 photos added.'));
    const list = screen.getByRole('list', { name: 'Photos in order, the first is the cover' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Cover')).toBeInTheDocument();
    expect(within(list).getByText('Photo 1 (cover)')).toBeInTheDocument();
  });

  it('reorders with the Move buttons, makes a cover and removes a photo, and says so', async () => {
    render(<Harness initial={['/p/1.jpg', '/p/2.jpg', '/p/3.jpg']} />);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(order()).toBe('/p/2.jpg /p/1.jpg /p/3.jpg');
    expect(said()).toContain('Photo 1 moved to position 2 of 3.');
    // The third photo's Make cover (the cover has none).
    await userEvent.click(screen.getAllByRole('button', { name: 'Make cover' })[1]!);
    expect(order()).toBe('/p/3.jpg /p/2.jpg /p/1.jpg');
    expect(said()).toContain('Photo 3 is now the cover.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(order()).toBe('/p/3.jpg /p/1.jpg');
    expect(said()).toContain('Photo 2 removed. 2 photos left.');
  });

  it('moves a photo with the keyboard: Space, an arrow, Space', async () => {
    render(<Harness initial={['/p/1.jpg', '/p/2.jpg']} />);
    const handle1 = screen.getByRole('button', { name: 'Drag Photo 1 (cover) to reorder' });
    handle1.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    // jsdom lays nothing out, so the sensor may find no neighbour: the Move buttons are the sure path.
    expect(['/p/1.jpg /p/2.jpg', '/p/2.jpg /p/1.jpg']).toContain(order());
  });

  it('refuses a file that is not an image by its type, names it as text, and says why an upload failed', async () => {
    serve(handle('POST /admin/images', fail(400, { msg: 'image: must be a JPEG, PNG, WebP or AVIF image' })));
    render(<Harness />);
    const evil = new File(['<svg/>'], '<img src=x onerror=alert(1)>.svg', { type: 'image/svg+xml' });
    await userEvent.upload(screen.getByLabelText('Add photos'), [evil, png('broken.png')], {
      applyAccept: false,
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(
      '<img src=x onerror=alert(1)>.svg: This file type is not accepted: choose a JPEG, PNG, WebP or AVIF image.',
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(
      await screen.findByText(/^broken\.png was not added: it must be a JPEG, PNG, WebP or AVIF image$/),
    ).toBeInTheDocument();
    expect(order()).toBe('');
    await act(async () => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText(/broken\.png/)).toBeNull();
  });

  it('asks for a small variant of served uploads and cuts a long or multi-line name', () => {
    expect(thumbnailSrc('/api/images/abc')).toBe('/api/images/abc?w=320');
    expect(thumbnailSrc('/images/demo/1.webp')).toBe('/images/demo/1.webp');
    expect(shownName('a\nb.png')).toBe('a b.png');
    expect(shownName('x'.repeat(100))).toHaveLength(58);
  });
});
