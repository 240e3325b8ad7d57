import { act, render, screen } from '@testing-library/react';
import L from 'leaflet';
import { PropertyMap, mapCentre } from './PropertyMap';

const props = { propertyId: 'p1', name: 'Tower 1', tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: 'Tiles' };

/** The map module is imported on demand: let that import settle (the timers below start after it). */
const mapModuleArrives = () =>
  act(async () => {
    await import('@manzil/ui/map');
  });

describe('PropertyMap', () => {
  afterEach(() => vi.useRealTimers());

  it('uses stored coordinates, else the default centre of Dubai with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mapCentre(25.1, 55.3, 'A')).toEqual([25.1, 55.3]);
    expect(warn).not.toHaveBeenCalled();
    expect(mapCentre(undefined, undefined, 'B')).toEqual([25.2048, 55.2708]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('builds the map 100 ms after mounting, at zoom 15 with a 32 px marker', async () => {
    vi.useFakeTimers();
    const build = vi.spyOn(L, 'map');
    const { container } = render(<PropertyMap {...props} lat={25.19} lon={55.27} />);
    expect(screen.getByText('Loading map...')).toBeInTheDocument();
    await mapModuleArrives();
    expect(screen.getByText('Loading map...')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(99));
    expect(build).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(build).toHaveBeenCalledTimes(1);
    const map = build.mock.results[0]!.value as L.Map;
    expect(map.getZoom()).toBe(15);
    expect(map.getMaxZoom()).toBe(19);
    expect(map.getCenter()).toMatchObject({ lat: 25.19, lng: 55.27 });
    const marker = container.querySelector<HTMLElement>('.leaflet-marker-icon');
    expect(marker?.style.width).toBe('32px');
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
  });

  it('shows the failure overlay when Leaflet cannot build the map', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(L, 'map').mockImplementation(() => {
      throw new Error('Map container is already initialized.');
    });
    render(<PropertyMap {...props} />);
    await mapModuleArrives();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByText('Unable to load map')).toBeInTheDocument();
    expect(screen.getByText('Please check your connection or try again later')).toBeInTheDocument();
  });
});
