import { describe, expect, it } from 'vitest';
import { blankDraft, draftToFormData, missingField } from './propertyForm';

describe('property form values', () => {
  it('names the first required field left blank', () => {
    const draft = {
      ...blankDraft(),
      house_name: 'Palm Villa',
      bedrooms: '3',
      bathrooms: '2',
      location: 'Palm',
    };
    expect(missingField(draft)).toBe('discription');
    expect(missingField({ ...draft, discription: 'Sea view.' })).toBeNull();
    expect(missingField({ ...draft, house_name: '   ' })).toBe('house_name');
  });

  it('sends every field trimmed, the extra fields, and the image only when chosen', () => {
    const image = new File(['x'], 'v.png', { type: 'image/png' });
    const draft = { ...blankDraft(), house_name: ' Palm Villa ', price: '2500000', image };
    const form = draftToFormData(draft, { areaName: 'palm_jumeirah' });
    expect(form.get('areaName')).toBe('palm_jumeirah');
    expect(form.get('house_name')).toBe('Palm Villa');
    expect(form.get('price')).toBe('2500000');
    expect(form.get('house_type')).toBe('Apartment');
    expect(form.get('for')).toBe('Buy');
    expect(form.get('image')).toBeInstanceOf(File);
    expect(draftToFormData(blankDraft(), {}).has('image')).toBe(false);
  });
});
