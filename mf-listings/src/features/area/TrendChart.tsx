/**
 * The area guide's price-per-sqft trend, drawn as SVG on the server: readable before (and without)
 * JavaScript. Time runs in the page's reading direction (oldest at the start); a month without a
 * median leaves a gap. The drawing itself is laid out left to right (its CSS), positions mirrored here. Screen readers get the table beside it instead (the drawing is hidden from them).
 */
import { groupDigits } from '@manzil/format';
import styles from './AreaFigures.module.css';

export interface TrendPoint {
  label: string;
  median: number | null;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, bottom: 36, side: 80 };
/** Every third month is named (the last one always): room for Arabic month names on a phone. */
const LABEL_EVERY = 3;

/** Round numbers a reader can place: the span from a little below the lowest to a little above the highest. */
function scaleOf(values: readonly number[]): { low: number; high: number } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = 10 ** Math.max(1, Math.floor(Math.log10(Math.max(max - min, max / 10, 1))));
  const low = Math.max(0, Math.floor((min - step / 2) / step) * step);
  return { low, high: Math.max(low + step, Math.ceil((max + step / 2) / step) * step) };
}

export function TrendChart({ points, rtl }: { points: readonly TrendPoint[]; rtl: boolean }) {
  const values = points.flatMap((p) => (p.median === null ? [] : [p.median]));
  if (values.length === 0) return null;
  const { low, high } = scaleOf(values);
  const plotWidth = WIDTH - 2 * PAD.side;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const xOf = (i: number) => {
    const x = PAD.side + (points.length > 1 ? (i * plotWidth) / (points.length - 1) : plotWidth / 2);
    return rtl ? WIDTH - x : x;
  };
  const yOf = (v: number) => PAD.top + plotHeight - ((v - low) / (high - low)) * plotHeight;
  // Runs of months with a median, each drawn as one line.
  const runs: { x: number; y: number }[][] = [];
  points.forEach((p, i) => {
    if (p.median === null) return;
    const dot = { x: xOf(i), y: yOf(p.median) };
    const last = runs.at(-1);
    if (last && points[i - 1]?.median != null) last.push(dot);
    else runs.push([dot]);
  });
  const axisX = rtl ? WIDTH - PAD.side : PAD.side;
  const labelX = rtl ? WIDTH - PAD.side + 8 : PAD.side - 8;

  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      {[low, (low + high) / 2, high].map((v) => (
        <g key={v}>
          <line className={styles.grid} x1={PAD.side} x2={WIDTH - PAD.side} y1={yOf(v)} y2={yOf(v)} />
          <text
            className={styles.axisLabel}
            x={labelX}
            y={yOf(v)}
            dy="0.35em"
            textAnchor={rtl ? 'start' : 'end'}
          >
            {groupDigits(v)}
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={axisX} x2={axisX} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
      {points.map((p, i) =>
        (points.length - 1 - i) % LABEL_EVERY !== 0 ? null : (
          <text key={p.label} className={styles.axisLabel} x={xOf(i)} y={HEIGHT - 10} textAnchor="middle">
            {p.label}
          </text>
        ),
      )}
      {runs.map((run) =>
        run.length > 1 ? (
          <polyline
            key={`${run[0]!.x}`}
            className={styles.line}
            points={run.map((d) => `${d.x.toFixed(1)},${d.y.toFixed(1)}`).join(' ')}
          />
        ) : null,
      )}
      {runs.flat().map((d) => (
        <circle key={`${d.x}`} className={styles.dot} cx={d.x.toFixed(1)} cy={d.y.toFixed(1)} r="4" />
      ))}
    </svg>
  );
}
