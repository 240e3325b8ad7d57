/**
 * The results map's markers: supercluster groups the points that would overlap at a zoom into one
 * marker carrying their count, so a search of thousands of homes draws tens of markers, not thousands.
 */
import Supercluster from 'supercluster';
import type { MapPoint, SearchBbox } from '@manzil/contract';

export type MapMarker =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'point'; point: MapPoint };

export interface ClusterIndex {
  /** The markers of the area `bbox` at `zoom`; their counts add up to the points in the area. */
  markers(bbox: SearchBbox, zoom: number): MapMarker[];
  /** The zoom at which a cluster comes apart. */
  expansionZoom(clusterId: number): number;
}

/** Pixels within which markers merge; past this zoom every point is its own marker. */
const CLUSTER_RADIUS_PX = 60;
const CLUSTER_MAX_ZOOM = 16;

export function clusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    points.map((p, i) => ({
      type: 'Feature' as const,
      properties: { i },
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    })),
  );
  return {
    markers(bbox, zoom) {
      const [west, south, east, north] = bbox;
      // supercluster reads longitudes in [-180, 180] and latitudes in the Web Mercator range.
      const area: SearchBbox = [
        Math.max(-180, west),
        Math.max(-85, south),
        Math.min(180, east),
        Math.min(85, north),
      ];
      return index.getClusters(area, Math.round(zoom)).map((feature): MapMarker => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ('cluster' in props && props.cluster)
          return { kind: 'cluster', id: props.cluster_id, lat, lng, count: props.point_count };
        return { kind: 'point', point: points[(props as { i: number }).i]! };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
