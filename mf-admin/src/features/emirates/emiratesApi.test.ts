import { describe, expect, it } from 'vitest';
import { emirateUpdateForm } from './emiratesApi';

describe('update-city form', () => {
  it('sends the description only when it is non-blank', () => {
    expect(emirateUpdateForm({ city: 'Dubai', description: '   ', image: null }).has('description')).toBe(
      false,
    );
    const form = emirateUpdateForm({ city: 'Abu Dhabi', description: ' Capital. ', image: null });
    expect(form.get('city')).toBe('Abu Dhabi');
    expect(form.get('description')).toBe('Capital.');
    expect(form.has('image')).toBe(false);
  });
});
