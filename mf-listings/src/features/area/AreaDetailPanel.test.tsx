import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@manzil/api-client';
import {
  fail,
  handle,
  http,
  HttpResponse,
  interceptedUrls,
  render,
  serve,
  server,
  SITE_CONFIG,
} from '@manzil/api-client/testing';
import { LocaleProvider } from '@manzil/i18n';
import { MemoryRouter } from 'react-router-dom';
import { bodiesOf } from '../../test/api';
import { fillByLabel } from '../../test/forms';
import { areaData } from '../../test/fixtures';
import { AreaDetailPanel } from './AreaDetailPanel';

/** The agency's settings (the shared fixture), without map tiles. */
const config = { ...SITE_CONFIG, mapTileUrl: '', mapAttribution: '' };

async function renderPanel() {
  const { client } = render(
    <MemoryRouter>
      <AreaDetailPanel area={areaData} areaKey="downtown_dubai" />
    </MemoryRouter>,
  );
  // The site config arrives.
  await waitFor(() => expect(client.getQueryData(queryKeys.siteConfig())).toEqual(config));
}

/** Opens the brochure form, types the given fields (by label) and submits it. */
function requestBrochure(fields: Record<string, string>) {
  fireEvent.click(screen.getByRole('button', { name: 'Download Brochure' }));
  fillByLabel(fields);
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('AreaDetailPanel', () => {
  beforeEach(() => {
    serve(handle('GET /site-config', config));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The frame probe: the first floor plan is missing, the second may not be framed, the rest are fine.
    server.use(
      http.head('/images/floorplans/a.png', () => new HttpResponse(null, { status: 404 })),
      http.head(
        '/images/floorplans/c.png',
        () => new HttpResponse(null, { status: 200, headers: { 'X-Frame-Options': 'DENY' } }),
      ),
      http.head('/*', () => new HttpResponse(null, { status: 200 })),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('lists the Arabic features on an Arabic page, and the English neighbourhood marked lang="en" when it has no Arabic', () => {
    render(
      <LocaleProvider locale="ar">
        <MemoryRouter>
          <AreaDetailPanel
            area={{ ...areaData, ar_feature: ['إطلالات على برج خليفة'], ar_neighbourhood: [] }}
            areaKey="downtown_dubai"
          />
        </MemoryRouter>
      </LocaleProvider>,
    );
    const features = screen.getByRole('region', { name: 'أبرز المزايا' });
    expect(within(features).getByRole('listitem')).toHaveTextContent('إطلالات على برج خليفة');
    expect(within(features).getByRole('list')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Burj Khalifa views')).toBeNull();
    expect(screen.getByText('Dubai Mall').closest('ul')).toHaveAttribute('lang', 'en');
  });

  it('lists features and neighbourhood, frames the gallery and shows broken frames as Not Available', async () => {
    render(
      <MemoryRouter>
        <AreaDetailPanel
          area={{ ...areaData, floorplan: ['/images/floorplans/a.png', '/images/floorplans/c.png'] }}
          areaKey="downtown_dubai"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Burj Khalifa views')).toBeInTheDocument();
    expect(screen.getByText('Dubai Mall')).toBeInTheDocument();
    // The drive link is framed in its /preview form; another host is not probed.
    expect(await screen.findByTitle('Property Gallery 1 of 2')).toHaveAttribute(
      'src',
      'https://drive.google.com/file/d/abc123/preview',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next property gallery item' }));
    expect(await screen.findByTitle('Property Gallery 2 of 2')).toHaveAttribute(
      'src',
      '/images/gallery/b.jpg',
    );
    expect(await screen.findByRole('img', { name: 'Not Available' })).toHaveAttribute(
      'src',
      '/images/not-available.jpg',
    );
    const plans = screen.getByRole('group', { name: 'Floor Plans' });
    expect(within(plans).getByRole('img', { name: 'Not Available' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next floor plans item' }));
    expect(await within(plans).findByText('2 / 2')).toBeInTheDocument();
    // Served with X-Frame-Options DENY: the frame would stay blank, so Not Available instead.
    await waitFor(() =>
      expect(within(plans).getByRole('img', { name: 'Not Available' })).toBeInTheDocument(),
    );
    expect(screen.queryByTitle('Floor Plans 2 of 2')).not.toBeInTheDocument();
    expect(interceptedUrls().filter((url) => new URL(url).hostname === 'drive.google.com')).toEqual([]);
  });

  it('refuses an incomplete brochure request with the alert', async () => {
    await renderPanel();
    requestBrochure({ Name: 'Sara' });
    // Said in the form, not in a browser box.
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      /^Please fill out all fields\.$/,
    );
    // Each empty field says so beside it, and the cursor goes to the first.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone number is required');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('form', { name: 'Download Brochure' })).toHaveAttribute('novalidate');
    expect(bodiesOf('POST /enquiries')).toHaveLength(0);
  });

  it('refuses a wrong e-mail address beside the field, naming it in the alert', async () => {
    await renderPanel();
    requestBrochure({ Name: 'Sara', Email: 'sara@example', Phone: '0501234567' });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Please check Email, then send again.',
    );
    expect(bodiesOf('POST /enquiries')).toHaveLength(0);
  });

  it('records the request, opens the chat, then the brochure 10 s later, then clears and closes', async () => {
    serve(handle('POST /enquiries', { data: { _id: 'e1' } }));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderPanel();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Download Brochure' }));
    expect(screen.getByRole('dialog', { name: 'Download Brochure' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sara@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+971 50 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [chat, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(String(chat)).toMatch(/^https:\/\/wa\.me\/971500000000\?text=/);
    expect(decodeURIComponent(String(chat))).toContain('Brochure Request');
    expect(decodeURIComponent(String(chat))).toContain('sara@example.com');
    await act(async () => vi.advanceTimersByTime(9_999));
    expect(bodiesOf('POST /enquiries')).toEqual([
      {
        kind: 'brochure',
        name: 'Sara',
        email: 'sara@example.com',
        phone: '+971 50 123 4567',
        about: { type: 'area', ref: 'downtown_dubai', name: 'Downtown Dubai' },
      },
    ]);
    expect(open).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenLastCalledWith('/brochures/downtown_dubai.pdf', '_blank');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Download Brochure' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('closes on Cancel and on Escape, keeping focus inside while open', async () => {
    await renderPanel();
    const opener = screen.getByRole('button', { name: 'Download Brochure' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an error and opens no brochure when the server refuses the request', async () => {
    serve(handle('POST /enquiries', fail(500)));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderPanel();
    requestBrochure({ Name: 'Sara', Email: 'sara@example.com', Phone: '0501234567' });
    expect(
      await screen.findByText('There was an error sending your request. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
