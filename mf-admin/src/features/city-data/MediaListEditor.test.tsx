import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, handle, requestsTo, serve } from '@manzil/api-client/testing';
import { expectAlert, renderWithToasts } from '../../test/feedback';
import { signedInSection } from '../../test/signedInSection';
import { BrochureField } from './BrochureField';
import { MediaListEditor } from './MediaListEditor';

const A = '/api/images/aaaaaaaaaaaaaaaaaaaaaaaa';
const B = '/api/images/bbbbbbbbbbbbbbbbbbbbbbbb';
const DRIVE = 'https://drive.google.com/file/d/abc/view';

let current: string[] = [];
function Harness({ initial, max = 30 }: { initial: string[]; max?: number }) {
  const [items, setItems] = useState(initial);
  current = items;
  return (
    <MediaListEditor
      id="gallery"
      label="Gallery"
      itemName="gallery item"
      items={items}
      onChange={setItems}
      max={max}
    />
  );
}

/** The editor's own live region says `text`. */
const expectAnnounced = async (text: string) =>
  expect((await screen.findByText(text)).closest('[aria-live="polite"]')).not.toBeNull();

describe('MediaListEditor', () => {
  signedInSection(() => undefined);

  it('moves items with the keyboard, announces each move and keeps the focus on the moved item', async () => {
    renderWithToasts(<Harness initial={[A, B, DRIVE]} />);
    expect(screen.getByRole('img', { name: 'Gallery item 1 of 3' })).toHaveAttribute('src', `${A}?w=320`);
    // A cloud-drive file keeps being a link: the area page frames its preview.
    expect(within(screen.getAllByRole('listitem')[2]!).getByText('3. Cloud-drive file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Gallery item 1 of 3 up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Gallery item 3 of 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(current).toEqual([A, DRIVE, B]);
    await expectAnnounced('Gallery item 3 moved to position 2 of 3.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Gallery item 2 of 3 up' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    expect(current).toEqual([DRIVE, A, B]);
    // At the top Move up is disabled: the focus stays on the item, on Move down.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Gallery item 1 of 3 down' })).toHaveFocus(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gallery item 2 of 3' }));
    expect(current).toEqual([DRIVE, B]);
    await expectAnnounced('Gallery item 2 removed; 2 left.');
  });

  it('uploads images and adds them in order; a refused upload says why', async () => {
    const answers = [A, B];
    serve(handle('POST /admin/images', () => ({ data: { url: answers.shift()!, width: 800, height: 600 } })));
    renderWithToasts(<Harness initial={[DRIVE]} />);
    const files = ['one.jpg', 'two.png'].map(
      (name) =>
        new File([new Uint8Array([1, 2])], name, { type: name.endsWith('png') ? 'image/png' : 'image/jpeg' }),
    );
    await userEvent.upload(screen.getByLabelText('Upload images to the gallery'), files);
    await waitFor(() => expect(current).toEqual([DRIVE, A, B]));
    expect(requestsTo('POST /admin/images')).toHaveLength(2);
    await expectAnnounced('2 images uploaded and added to the gallery; save the area details to publish.');

    serve(handle('POST /admin/images', fail(400, { msg: 'image: must be a JPEG, PNG, WebP or AVIF image' })));
    await userEvent.upload(screen.getByLabelText('Upload images to the gallery'), files[0]!);
    await expectAlert('The image must be a JPEG, PNG, WebP or AVIF image. The upload failed');
    expect(current).toEqual([DRIVE, A, B]);
  });

  it('adds a link where a link is meant, and refuses what the server would', async () => {
    renderWithToasts(<Harness initial={[]} />);
    const input = screen.getByLabelText('Or add a link (a cloud-drive file, a virtual tour)');
    await userEvent.type(input, 'javascript:alert(1){Enter}');
    await expectAlert('The link must be a site path or an http(s) URL.');
    expect(current).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, `${DRIVE}{Enter}`);
    expect(current).toEqual([DRIVE]);
    expect(input).toHaveValue('');
  });

  it('stops at the most items the area keeps', () => {
    renderWithToasts(<Harness initial={[A, B]} max={2} />);
    expect(screen.getByLabelText('Upload images to the gallery')).toBeDisabled();
    expect(screen.getByText('The list holds 2 items: remove one to add another.')).toBeInTheDocument();
  });
});

describe('BrochureField', () => {
  signedInSection(() => undefined);

  it('uploads a PDF as the brochure; a file that is no PDF is refused before it is sent', async () => {
    let value = '';
    function Brochure() {
      const [v, setV] = useState('');
      value = v;
      return <BrochureField value={v} onChange={setV} />;
    }
    serve(handle('POST /admin/area-media/brochure', { url: '/api/documents/cccccccccccccccccccccccc' }));
    renderWithToasts(<Brochure />);
    const input = screen.getByLabelText('Upload a PDF brochure (up to 15 MB)');
    await userEvent.upload(input, new File(['x'], 'photo.jpg', { type: 'image/jpeg' }), {
      applyAccept: false,
    });
    await expectAlert('This file is not a PDF: choose the brochure as a PDF document.');
    expect(requestsTo('POST /admin/area-media/brochure')).toHaveLength(0);

    await userEvent.upload(input, new File(['%PDF-1.4'], 'marina.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(value).toBe('/api/documents/cccccccccccccccccccccccc'));
    expect(screen.getByLabelText('Brochure link')).toHaveValue('/api/documents/cccccccccccccccccccccccc');
    expect(screen.getByText('marina.pdf uploaded; save the area details to publish it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the brochure' }));
    expect(value).toBe('');
  });

  it('a typed link is checked as the server checks it', async () => {
    function Brochure() {
      const [v, setV] = useState('');
      return <BrochureField value={v} onChange={setV} />;
    }
    renderWithToasts(<Brochure />);
    await userEvent.type(screen.getByLabelText('Brochure link'), '//evil.example/a.pdf');
    expect(screen.getByLabelText('Brochure link')).toHaveAccessibleDescription(
      'The link must be a site path or an http(s) URL.',
    );
  });
});
