/**
 * Freehand drawing of an area on the results map: press, move (finger, pen or mouse) and let go; the
 * outline is simplified to at most POLYGON_MAX_POINTS corners and handed over as [lng, lat] pairs.
 * While drawing, the map does not pan (the move draws) and Escape gives up. Written on Leaflet's own
 * tools: the drawing plugins are unmaintained (Leaflet.draw) or far larger than this.
 */
import L from 'leaflet';
import { POLYGON_MAX_POINTS, POLYGON_MIN_POINTS, type SearchPolygon } from '@manzil/contract';

/** A move shorter than this adds no point to the outline. */
const STEP_PX = 4;

/** The outline with at most `max` corners: simplified with a growing tolerance. */
export function simplifyOutline(points: L.Point[], max = POLYGON_MAX_POINTS): L.Point[] {
  let tolerance = 2;
  let outline = L.LineUtil.simplify(points, tolerance);
  while (outline.length > max) {
    tolerance *= 1.5;
    outline = L.LineUtil.simplify(points, tolerance);
  }
  return outline;
}

export interface DrawOptions {
  /** The class the container carries while drawing (crosshair, no touch panning). */
  drawingClass: string;
  onDrawn(polygon: SearchPolygon): void;
  onCancel(): void;
}

/** Starts drawing on `map`; the returned function stops it (and restores the map's panning). */
export function startDrawing(map: L.Map, { drawingClass, onDrawn, onCancel }: DrawOptions): () => void {
  const container = map.getContainer();
  const panning = map.dragging.enabled();
  map.dragging.disable();
  map.doubleClickZoom.disable();
  container.classList.add(drawingClass);
  let points: L.Point[] = [];
  let line: L.Polyline | null = null;

  const pointOf = (event: PointerEvent) => map.mouseEventToContainerPoint(event);
  const down = (event: PointerEvent) => {
    if (event.button !== 0 || (event.target as Element).closest('.leaflet-control')) return;
    event.preventDefault();
    event.stopPropagation();
    container.setPointerCapture(event.pointerId);
    points = [pointOf(event)];
    line = L.polyline([map.containerPointToLatLng(points[0]!)], { weight: 3, interactive: false }).addTo(map);
  };
  const move = (event: PointerEvent) => {
    if (!line) return;
    event.preventDefault();
    const point = pointOf(event);
    if (point.distanceTo(points[points.length - 1]!) < STEP_PX) return;
    points.push(point);
    line.addLatLng(map.containerPointToLatLng(point));
  };
  const up = (event: PointerEvent) => {
    if (!line) return;
    event.preventDefault();
    line.remove();
    line = null;
    const outline = simplifyOutline(points);
    if (outline.length < POLYGON_MIN_POINTS) return;
    onDrawn(
      outline.map((point): [number, number] => {
        const at = map.containerPointToLatLng(point);
        return [at.lng, at.lat];
      }),
    );
  };
  const key = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };
  container.addEventListener('pointerdown', down, true);
  container.addEventListener('pointermove', move);
  container.addEventListener('pointerup', up);
  container.addEventListener('pointercancel', up);
  document.addEventListener('keydown', key);
  return () => {
    container.removeEventListener('pointerdown', down, true);
    container.removeEventListener('pointermove', move);
    container.removeEventListener('pointerup', up);
    container.removeEventListener('pointercancel', up);
    document.removeEventListener('keydown', key);
    line?.remove();
    container.classList.remove(drawingClass);
    if (panning) map.dragging.enable();
    map.doubleClickZoom.enable();
  };
}
