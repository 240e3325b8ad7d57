/**
 * "Draw area" over the results map: a button starts a freehand outline (drawArea.ts), whose homes the
 * search then keeps (the URL's `poly`); the area drawn stays on the map, and "Remove area" clears it.
 */
import { useEffect, useState } from 'react';
import L from 'leaflet';
import type { SearchPolygon } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { outlineButtonClass } from '@manzil/ui';
import { startDrawing } from './drawArea';
import { drawMessages } from './messages';
import styles from './ResultsMap.module.css';

interface DrawAreaProps {
  /** The map, once built. */
  map: L.Map | null;
  polygon?: SearchPolygon;
  onDrawn(polygon: SearchPolygon): void;
  onRemove(): void;
}

export function DrawArea({ map, polygon, onDrawn, onRemove }: DrawAreaProps) {
  const t = useMessages(drawMessages);
  const [drawing, setDrawing] = useState(false);

  useEffect(() => {
    if (!map || !drawing) return;
    return startDrawing(map, {
      drawingClass: styles.drawing!,
      onDrawn: (drawn) => {
        setDrawing(false);
        onDrawn(drawn);
      },
      onCancel: () => setDrawing(false),
    });
    // The callbacks change with every render; the drawing lasts as long as `drawing`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, drawing]);

  // The area searched, outlined on the map.
  const polygonKey = polygon?.join('_');
  useEffect(() => {
    if (!map || !polygon) return;
    const outline = L.polygon(
      polygon.map(([lng, lat]) => [lat, lng] as [number, number]),
      { className: styles.drawn, interactive: false },
    ).addTo(map);
    return () => void outline.remove();
    // `polygon` is compared by value (polygonKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, polygonKey]);

  if (!map) return null;
  return (
    <div className={styles.drawTools}>
      <button
        type="button"
        className={`${outlineButtonClass} ${styles.drawButton}`}
        aria-pressed={drawing}
        onClick={() => setDrawing((on) => !on)}
      >
        {drawing ? t('cancelDrawing') : t('drawArea')}
      </button>
      {polygon && !drawing && (
        <button type="button" className={`${outlineButtonClass} ${styles.drawButton}`} onClick={onRemove}>
          {t('removeArea')}
        </button>
      )}
      {drawing && (
        <p className={styles.drawHint} role="status">
          {t('drawHint')}
        </p>
      )}
    </div>
  );
}
