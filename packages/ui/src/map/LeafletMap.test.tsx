import { act, render, screen } from '@testing-library/react';
import L from 'leaflet';
import { LeafletMap, textPopup } from './LeafletMap';

const props = {
  centre: { lat: 25.19, lon: 55.27 },
  label: 'Map of the place',
  tileUrl: '/tiles/{z}/{x}/{y}.png',
  attribution: 'Tiles',
};
const HOSTILE =
  '<iframe src="https://evil.example" style=position:fixed;inset:0></iframe><img src=x onerror=alert(1)>';

describe('LeafletMap', () => {
  afterEach(() => vi.useRealTimers());

  it('builds after the start delay, at zoom 15 (max 19) with a 32 px marker, 400 px high', async () => {
    vi.useFakeTimers();
    const build = vi.spyOn(L, 'map');
    const { container } = render(<LeafletMap {...props} markerTitle="Tower" startDelayMs={100} />);
    expect(screen.getByText('Loading map...')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(99));
    expect(build).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    const map = build.mock.results[0]!.value as L.Map;
    expect(map.getZoom()).toBe(15);
    expect(map.getMaxZoom()).toBe(19);
    expect(map.getCenter()).toMatchObject({ lat: 25.19, lng: 55.27 });
    expect(container.querySelector<HTMLElement>('.leaflet-marker-icon')?.style.width).toBe('32px');
    expect(screen.getByRole('region', { name: 'Map of the place' })).toHaveAttribute('data-state', 'ready');
    expect((container.firstElementChild as HTMLElement).style.height).toBe('400px');
  });

  it('shows a staff-typed name with markup in its popup as literal text, creating no element', async () => {
    vi.useFakeTimers();
    const { container } = render(<LeafletMap {...props} markerTitle={HOSTILE} popupText={HOSTILE} />);
    await act(async () => vi.advanceTimersByTime(0));
    const marker = container.querySelector<HTMLElement>('.leaflet-marker-icon')!;
    await act(async () => marker.click());
    const popup = container.querySelector('.leaflet-popup-content')!;
    expect(popup).not.toBeNull();
    expect(popup.textContent).toBe(HOSTILE);
    expect(document.querySelector('iframe')).toBeNull();
    expect(container.querySelector('.leaflet-popup-content img')).toBeNull();
    expect(marker.getAttribute('title')).toBe(HOSTILE);
  });

  it('textPopup holds one text node, whatever the text', () => {
    const body = textPopup(HOSTILE);
    expect(body.childNodes).toHaveLength(1);
    expect(body.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(body.children).toHaveLength(0);
  });

  it('keeps the marker inert when there is no popup', async () => {
    vi.useFakeTimers();
    const { container } = render(<LeafletMap {...props} markerTitle="Office" />);
    await act(async () => vi.advanceTimersByTime(0));
    const marker = container.querySelector<HTMLElement>('.leaflet-marker-icon')!;
    expect(marker).not.toHaveClass('leaflet-interactive');
  });

  it('shows the failure overlay when Leaflet cannot build the map', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(L, 'map').mockImplementation(() => {
      throw new Error('Map container is already initialized.');
    });
    render(<LeafletMap {...props} markerTitle="Tower" />);
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load map');
    expect(screen.getByText('Please check your connection or try again later')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'error');
  });
});
