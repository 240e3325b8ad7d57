/** The price history chart's geometry: a step line over time, drawn on the server as SVG. */
import type { PricePoint } from '@manzil/contract';

export const CHART = { width: 640, height: 180, padX: 16, padTop: 20, padBottom: 28 } as const;

export interface ChartDot {
  x: number;
  y: number;
  point: PricePoint;
}

/**
 * Each point's place: time across, the last change a sixth short of the end (its price carries on),
 * price up; with `rtl`, time runs from right to left as an Arabic page reads. A flat history sits in
 * the middle. Drawn from the data alone (no clock): the server's SVG and the browser's are the same.
 */
export function chartDots(points: readonly PricePoint[], rtl = false): ChartDot[] {
  if (points.length === 0) return [];
  const times = points.map((p) => Date.parse(p.at));
  const start = times[0]!;
  const end = times.at(-1)! + (times.at(-1)! - start) / 5;
  const prices = points.map((p) => p.price);
  const high = Math.max(...prices);
  // Not from the lowest price: a 2% cut drawn as a cliff would mislead. The scale spans at least a
  // tenth of the highest price, with room below the lowest.
  const span = Math.max(high - Math.min(...prices), high / 10);
  const low = high - span * 1.5;
  const innerW = CHART.width - 2 * CHART.padX;
  const innerH = CHART.height - CHART.padTop - CHART.padBottom;
  return points.map((point, i) => {
    const across = end > start ? (times[i]! - start) / (end - start) : 0;
    const up = prices.every((p) => p === high) ? 0.5 : (point.price - low) / (high - low);
    const x = CHART.padX + innerW * across;
    return {
      x: Math.round((rtl ? CHART.width - x : x) * 10) / 10,
      y: Math.round((CHART.padTop + innerH * (1 - up)) * 10) / 10,
      point,
    };
  });
}

/** The step line through the dots, carried on to today's edge: an SVG path. */
export function stepPath(dots: readonly ChartDot[], rtl = false): string {
  if (dots.length === 0) return '';
  const edge = rtl ? CHART.padX : CHART.width - CHART.padX;
  let d = `M${dots[0]!.x} ${dots[0]!.y}`;
  for (let i = 1; i < dots.length; i += 1) d += ` H${dots[i]!.x} V${dots[i]!.y}`;
  return `${d} H${edge}`;
}
