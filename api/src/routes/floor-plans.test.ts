import { describe, expect, it } from 'vitest';
import type { FloorPlansResponse } from '@manzil/contract';
import { getOk, useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('GET /api/floor-plans', () => {
  it("answers every area's floor plans by emirate, in the emirates' order, without their other data", async () => {
    const { emirates } = await getOk<FloorPlansResponse>(t.app, '/api/floor-plans');
    expect(emirates.map((e) => [e.name, e.areas.map((a) => a.name)])).toEqual([
      ['Abu Dhabi', ['Saadiyat Island']],
      ['Dubai', ['Downtown Dubai', 'Dubai Marina', 'Sobha']],
      ['Penthouses and Luxury Villas', ['Emirates Hills']],
    ]);
    expect(emirates[1]!.areas[0]).toEqual({
      name: 'Downtown Dubai',
      key: 'downtown_dubai',
      path: '/dubai/downtown-dubai',
      floorplan: ['/images/floorplans/a-1.png'],
    });
  });
});
