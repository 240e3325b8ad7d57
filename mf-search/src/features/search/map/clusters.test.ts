import type { MapPoint } from '@manzil/contract';
import { clusterIndex } from './clusters';

const point = (i: number, lat: number, lng: number): MapPoint => ({
  slug: `home-${i}`,
  lat,
  lng,
  price: 1_000_000 + i,
  purpose: 'Buy',
  title: `Home ${i}`,
  cover: '/images/home.jpg',
});

/** 300 homes around Downtown Dubai and 200 around Dubai Marina (about 20 km apart). */
const points = [
  ...Array.from({ length: 300 }, (_, i) => point(i, 25.19 + (i % 17) * 0.001, 55.27 + (i % 13) * 0.001)),
  ...Array.from({ length: 200 }, (_, i) => point(300 + i, 25.08 + (i % 11) * 0.001, 55.14 + (i % 7) * 0.001)),
];
const world = [-180, -85, 180, 85] as [number, number, number, number];
const total = (markers: ReturnType<ReturnType<typeof clusterIndex>['markers']>) =>
  markers.reduce((sum, m) => sum + (m.kind === 'cluster' ? m.count : 1), 0);

describe('clusterIndex', () => {
  it('draws a few markers for many homes, whose counts add up to every home, at every zoom', () => {
    const index = clusterIndex(points);
    for (const zoom of [3, 8, 11, 14, 17]) expect(total(index.markers(world, zoom))).toBe(points.length);
    const city = index.markers(world, 10);
    expect(city.length).toBeLessThanOrEqual(4);
    // Past the cluster zoom every home is a marker of its own, carrying its point.
    const street = index.markers(world, 18);
    expect(street).toHaveLength(points.length);
    expect(street.every((m) => m.kind === 'point')).toBe(true);
  });

  it('counts only the homes in the area asked for, and says where a cluster comes apart', () => {
    const index = clusterIndex(points);
    const marina = index.markers([55.1, 25.0, 55.2, 25.12], 11);
    expect(total(marina)).toBe(200);
    const cluster = marina.find((m) => m.kind === 'cluster');
    expect(cluster).toBeDefined();
    if (cluster?.kind === 'cluster') expect(index.expansionZoom(cluster.id)).toBeGreaterThan(11);
  });

  it('draws nothing for no homes', () => {
    expect(clusterIndex([]).markers(world, 10)).toEqual([]);
  });
});
