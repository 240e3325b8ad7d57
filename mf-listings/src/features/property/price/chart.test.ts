import { describe, expect, it } from 'vitest';
import { CHART, chartDots, stepPath } from './chart';

const points = [
  { at: '2026-01-01T00:00:00Z', price: 2_450_000 },
  { at: '2026-07-01T00:00:00Z', price: 2_399_000 },
];

describe('the price chart', () => {
  it('puts the first price at the start, higher prices higher', () => {
    const [first, second] = chartDots(points);
    expect(first!.x).toBe(CHART.padX);
    expect(first!.y).toBeLessThan(second!.y);
    expect(second!.x).toBeGreaterThan(first!.x);
  });
  it('runs right to left on an Arabic page', () => {
    const [first, second] = chartDots(points, true);
    expect(first!.x).toBe(CHART.width - CHART.padX);
    expect(second!.x).toBeLessThan(first!.x);
  });
  it('draws steps carried on to the end', () => {
    const path = stepPath(chartDots(points));
    expect(path.startsWith(`M${CHART.padX} `)).toBe(true);
    expect(path.endsWith(`H${CHART.width - CHART.padX}`)).toBe(true);
  });
  it('draws a single price flat', () => {
    const [only] = chartDots(points.slice(0, 1));
    expect(only!.y).toBe(CHART.padTop + (CHART.height - CHART.padTop - CHART.padBottom) / 2);
  });
});
