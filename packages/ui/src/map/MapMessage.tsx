/** What a map frame shows while its map loads or when it cannot be built (docs/glossary.md). */
import type { ReactNode, Ref } from 'react';
import { useMessages } from '@manzil/i18n';
import { MAP_VIEW } from '../constants';
import { mapMessages } from './messages';
import styles from './map.module.css';

export { MAP_FAILED, MAP_LOADING } from './mapTexts';

export function MapMessage({ failed = false }: { failed?: boolean }) {
  const t = useMessages(mapMessages);
  return failed ? (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>{t('failedTitle')}</p>
      <p className={styles.messageText}>{t('failedText')}</p>
    </div>
  ) : (
    <div className={styles.message} role="status">
      <p className={styles.messageTitle}>{t('loading')}</p>
    </div>
  );
}

/** A map's frame without the map (yet): its 400 px reserved, so nothing below moves when it comes. */
export function MapPlaceholder({
  failed = false,
  className,
  label,
  ref,
  height = MAP_VIEW.heightPx,
}: {
  failed?: boolean;
  className?: string;
  /** As MapFrame's. */
  height?: number | string;
  /** The map's own label: its place on the page is the same region before the map arrives. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className={`${styles.frame} ${className ?? ''}`}
      style={{ height }}
      role={label ? 'region' : undefined}
      aria-label={label}
      data-state={label ? (failed ? 'error' : 'loading') : undefined}
    >
      <MapMessage failed={failed} />
    </div>
  );
}

/**
 * A map's frame with its map: the region Leaflet draws into (`mapRef`), the loading or failure
 * message over it until the map is ready, and whatever the page lays over the map (`children`).
 */
export function MapFrame({
  mapRef,
  label,
  state,
  className,
  height = MAP_VIEW.heightPx,
  children,
}: {
  mapRef: Ref<HTMLDivElement>;
  label: string;
  state: 'loading' | 'ready' | 'error';
  className?: string;
  /** The frame's height (px or CSS), 400 px unless the page lays the map out otherwise. */
  height?: number | string;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={{ height }}>
      <div ref={mapRef} className={styles.map} role="region" aria-label={label} data-state={state} />
      {state !== 'ready' && <MapMessage failed={state === 'error'} />}
      {children}
    </div>
  );
}
