import { beforeEach, describe, expect, it } from 'vitest';
import { EMIRATE_KEYS, useCityDataStore } from './cityDataStore';
import type { AreaData } from '@manzil/contract';
import { areaDetailsBody, draftFromAreaData, linesOf } from './areaDetailsForm';
import { cityEntry as entry } from '../../test/fixtures';

const areaBase: AreaData = {
  name: 'Dubai Marina',
  discription: 'Waterfront.',
  neighbourhood: ['Beach'],
  feature: ['Pool'],
  pdf: '',
  floorplan: [],
  images: [],
};

describe('city data state', () => {
  beforeEach(() => {
    useCityDataStore.getState().reset();
  });

  it('offers the nine emirates as names without spaces', () => {
    expect(EMIRATE_KEYS).toEqual([
      'AbuDhabi',
      'Dubai',
      'Sharjah',
      'Ajman',
      'UmmAlQuwain',
      'RasAlKhaimah',
      'Fujairah',
      'InternationalProjects',
      'PenthousesAndLuxuryVillas',
    ]);
  });

  it('edits one row at a time; another row drops the first draft; cancel leaves edit mode', () => {
    const s = useCityDataStore.getState();
    s.startEdit(entry('1', 'Marina'));
    s.updateDraft({ name: 'Marina Walk' });
    expect(useCityDataStore.getState().editing).toEqual({
      id: '1',
      draft: {
        name: 'Marina Walk',
        discription: 'Marina text',
        ar_name: '',
        ar_discription: '',
        image: null,
      },
    });
    s.startEdit(entry('2', 'Palm'));
    expect(useCityDataStore.getState().editing?.id).toBe('2');
    expect(useCityDataStore.getState().editing?.draft.name).toBe('Palm');
    s.cancelEdit();
    expect(useCityDataStore.getState().editing).toBeNull();
  });

  it('fills the Arabic lists from the area data, empty when it has none', () => {
    const data = { ...areaBase, ar_feature: ['مسبح', 'نادٍ رياضي'] };
    expect(draftFromAreaData(data)).toMatchObject({ ar_feature: 'مسبح\nنادٍ رياضي', ar_neighbourhood: '' });
  });

  it('turns the detail textareas into lists, one item per non-blank line; keeps the media order', () => {
    expect(linesOf(' Pool \n\n  Gym\r\n')).toEqual(['Pool', 'Gym']);
    expect(
      areaDetailsBody('Dubai', 'dubai_marina', {
        neighbourhood: 'Beach',
        feature: '',
        ar_neighbourhood: '',
        ar_feature: ' مسبح \n\n نادٍ رياضي',
        pdf: ' https://x/b.pdf ',
        floorplan: [' /b.png', '/a.png', ' '],
        images: [],
      }),
    ).toEqual({
      city: 'Dubai',
      areaName: 'dubai_marina',
      neighbourhood: ['Beach'],
      feature: [],
      ar_neighbourhood: [],
      ar_feature: ['مسبح', 'نادٍ رياضي'],
      pdf: 'https://x/b.pdf',
      floorplan: ['/b.png', '/a.png'],
      images: [],
    });
  });
});
