import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '@manzil/contract';
import { testProperty } from '../../test/fixtures';
import { LABELS } from './editor/fields';
import { blankDraft, draftFromProperty, draftToFormData, fieldProblems, missingField } from './propertyForm';

const filled = {
  ...blankDraft(),
  house_name: 'Palm Villa',
  bedrooms: '3',
  bathrooms: '2',
  location: 'Palm',
  discription: 'Sea view.',
};

describe('property form values', () => {
  it('names the first required field left blank', () => {
    const draft = { ...filled, discription: '' };
    expect(missingField(draft)).toBe('discription');
    expect(missingField(filled)).toBeNull();
    expect(missingField({ ...draft, house_name: '   ' })).toBe('house_name');
  });

  it('says what is wrong with each field as a person would', () => {
    expect(fieldProblems(filled, LABELS)).toEqual({});
    expect(fieldProblems({ ...filled, bedrooms: 'studio' }, LABELS)).toEqual({});
    const problems = fieldProblems(
      {
        ...filled,
        house_name: '',
        bedrooms: '-3',
        bathrooms: '2.5',
        price: 'two million',
        area: '1e9',
        serviceCharge: '5000',
        permitNumber: '12 34',
        completion: 'off-plan',
        lat: '25.2',
        amenities: Array.from({ length: 41 }, (_, i) => `Amenity ${i}`).join('\n'),
      },
      LABELS,
    );
    expect(problems).toEqual({
      house_name: 'Please fill in Property name',
      bedrooms: 'Bedrooms must be a whole number from 0 to 50 (0 for a studio)',
      bathrooms: 'Bathrooms must be a whole number from 0 to 50',
      price: 'Price (AED) must be an amount in dirhams without letters, e.g. 2500000',
      area: 'Area (sqft) must be a number of square feet, up to 10,000,000',
      serviceCharge:
        'Service charge (AED per sqft a year) must be dirhams per square foot a year, from 0 to 1,000',
      permitNumber: "Trakheesi permit number must be the permit's 6 to 12 digits, without spaces",
      handoverYear: 'Choose the handover quarter and year of an off-plan home',
      amenities: 'List at most 40 amenities (there are 41)',
      lat: 'Give both latitude and longitude, or pick the spot on the map',
    });
    // No message names a field by its API name.
    expect(Object.values(problems).join(' ')).not.toMatch(/discription|bedrooms:|serviceCharge|permitNumber/);
  });

  it('sends every field trimmed, the facts, the photos in order, and no rent period for a sale', () => {
    const draft = {
      ...filled,
      house_name: ' Palm Villa ',
      price: '2,500,000',
      completion: 'off-plan' as const,
      handoverYear: '2027',
      handoverQuarter: '3' as const,
      amenities: ' Private pool \n\n Gym ',
      photos: ['/api/images/b', '/api/images/a'],
    };
    const form = draftToFormData(draft, { areaName: 'palm_jumeirah' });
    expect(form.get('areaName')).toBe('palm_jumeirah');
    expect(form.get('house_name')).toBe('Palm Villa');
    expect(form.get('price')).toBe('2500000');
    expect(form.get('completion')).toBe('2027-Q3');
    expect(form.get('amenities')).toBe('Private pool\nGym');
    expect(form.get('photos')).toBe('/api/images/b\n/api/images/a');
    expect(form.get('status')).toBe('available');
    expect(form.has('rentPeriod')).toBe(false);
    expect(form.get('permitNumber')).toBe('');
    const rental = draftToFormData({ ...filled, for: 'Rent', rentPeriod: 'monthly' }, {});
    expect(rental.get('rentPeriod')).toBe('monthly');
    // Without photos the API keeps the cover it has.
    expect(rental.has('photos')).toBe(false);
    expect(rental.has('image')).toBe(false);
  });

  it('reads a stored listing back, its placeholder not counted as a photo', () => {
    const draft = draftFromProperty(
      testProperty({
        _id: '1'.padStart(24, '0'),
        areaName: 'palm_jumeirah',
        house_name: 'Palm Villa',
        completion: '2028-Q1',
        photos: ['/api/images/1', '/api/images/2'],
        imageurl: '/api/images/1',
        amenities: ['Gym', 'Pool'],
        for: 'Rent',
      }),
    );
    expect(draft).toMatchObject({
      completion: 'off-plan',
      handoverYear: '2028',
      handoverQuarter: '1',
      amenities: 'Gym\nPool',
      photos: ['/api/images/1', '/api/images/2'],
      rentPeriod: 'monthly',
    });
    expect(
      draftFromProperty(
        testProperty({
          _id: '2'.padStart(24, '0'),
          areaName: 'x',
          house_name: 'Plot',
          imageurl: PLACEHOLDER_IMAGE,
        }),
      ).photos,
    ).toEqual([]);
  });
});
