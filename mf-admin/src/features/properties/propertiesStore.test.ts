import type { Property } from '@manzil/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { areaLabel, filterGroups, usePropertiesStore } from './propertiesStore';
import { testProperty } from '../../test/fixtures';

const property = (id: string, areaName: string, name = `House ${id}`): Property =>
  testProperty({ _id: id, areaName, house_name: name });

describe('property groups state', () => {
  beforeEach(() => usePropertiesStore.getState().reset());

  it('filters groups by area name, case-insensitive, underscores as spaces', () => {
    const groups = { dubai_marina: [property('1', 'dubai_marina')], palm_jumeirah: [], downtown_dubai: [] };
    expect(filterGroups(groups, 'MARINA').map(([k]) => k)).toEqual(['dubai_marina']);
    expect(filterGroups(groups, 'downtown dub').map(([k]) => k)).toEqual(['downtown_dubai']);
    expect(filterGroups(groups, '  ').map(([k]) => k)).toEqual([
      'downtown_dubai',
      'dubai_marina',
      'palm_jumeirah',
    ]);
    expect(filterGroups(groups, 'sharjah')).toEqual([]);
    expect(areaLabel('jumeirah_village_circle')).toBe('Jumeirah Village Circle');
  });

  it('holds the form in add mode (for an area or a chosen one) or edit mode, one at a time', () => {
    const store = usePropertiesStore.getState();
    store.openAdd('dubai_marina');
    expect(usePropertiesStore.getState().form).toEqual({ mode: 'add', areaName: 'dubai_marina' });
    const p = property('1', 'dubai_marina');
    store.openEdit(p);
    expect(usePropertiesStore.getState().form).toEqual({ mode: 'edit', property: p });
    store.closeForm();
    expect(usePropertiesStore.getState().form).toEqual({ mode: 'closed' });
  });
});
