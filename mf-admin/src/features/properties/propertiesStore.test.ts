import type { Property } from '@manzil/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPropertyGroups } from './propertiesApi';
import { areaLabel, filterGroups, usePropertiesStore } from './propertiesStore';

vi.mock('./propertiesApi', () => ({ fetchPropertyGroups: vi.fn() }));

const property = (id: string, areaName: string, name = `House ${id}`): Property => ({
  _id: id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  house_name: name,
  house_type: 'Villa',
  for: 'Buy',
  bedrooms: 3,
  bathrooms: 2,
  location: 'Somewhere',
  discription: 'Nice.',
  imageurl: '/x.jpg',
  areaName,
  emirate: 'dubai',
});

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

  it('puts a saved property in its group: new at the end, edited in place, moved when its area changed', () => {
    const a = property('a', 'dubai_marina');
    const b = property('b', 'dubai_marina');
    usePropertiesStore.setState({ groups: { dubai_marina: [a, b] } });
    const { applySaved } = usePropertiesStore.getState();
    applySaved({ ...a, house_name: 'Renamed' });
    expect(usePropertiesStore.getState().groups.dubai_marina!.map((p) => p.house_name)).toEqual([
      'Renamed',
      'House b',
    ]);
    applySaved(property('c', 'new_area'));
    expect(usePropertiesStore.getState().groups.new_area!.map((p) => p._id)).toEqual(['c']);
    applySaved({ ...b, areaName: 'new_area' });
    expect(usePropertiesStore.getState().groups.dubai_marina!.map((p) => p._id)).toEqual(['a']);
    expect(usePropertiesStore.getState().groups.new_area!.map((p) => p._id)).toEqual(['c', 'b']);
    usePropertiesStore.getState().applyDeleted('c');
    expect(usePropertiesStore.getState().groups.new_area!.map((p) => p._id)).toEqual(['b']);
  });

  it('loads groups, and records a failure as an error state', async () => {
    vi.mocked(fetchPropertyGroups).mockResolvedValueOnce({ sobha: [property('s', 'sobha')] });
    await usePropertiesStore.getState().load();
    expect(usePropertiesStore.getState()).toMatchObject({
      status: 'loaded',
      groups: { sobha: [{ _id: 's' }] },
    });
    vi.mocked(fetchPropertyGroups).mockRejectedValueOnce(new Error('down'));
    await usePropertiesStore.getState().load();
    expect(usePropertiesStore.getState().status).toBe('error');
  });
});
