import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Options } from './Options';

describe('Options', () => {
  it('gives one option per value, in order, labelled and valued by the value', () => {
    render(
      <select aria-label="Type" defaultValue="Villa">
        <option value="">Any</option>
        <Options values={['Apartment', 'Villa', 'Studio']} />
      </select>,
    );
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Any'],
      ['Apartment', 'Apartment'],
      ['Villa', 'Villa'],
      ['Studio', 'Studio'],
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('Villa');
  });

  it('labels each value by the function given, keeping the value', () => {
    render(
      <select aria-label="Unit">
        <Options values={['sqft', 'sqm']} label={(unit) => `in ${unit.toUpperCase()}`} />
      </select>,
    );
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['sqft', 'in SQFT'],
      ['sqm', 'in SQM'],
    ]);
  });
});
