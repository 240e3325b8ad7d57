import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, serve } from '@manzil/api-client/testing';
import type { CityEntry, Property } from '@manzil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/renderWithRouter';
import { cityEntry, testProperty } from '../../test/fixtures';
import { useCityDataStore } from '../city-data/cityDataStore';
import { usePropertiesStore } from '../properties/propertiesStore';
import { CityDataSection } from '../city-data/CityDataSection';
import { Toaster } from '../../shared/feedback/Toaster';
import { Listings } from './sectionPages';
import { expectToast } from '../../test/feedback';

const area = (id: string, name: string): CityEntry => cityEntry(id.padStart(24, '0'), name);

const property = (id: string, areaName: string, name: string): Property =>
  testProperty({
    _id: id.padStart(24, 'a'),
    areaName,
    house_name: name,
    location: 'Abu Dhabi',
    emirate: 'abu-dhabi',
  });

/** The API as far as the panel sees it: deleting an area deletes its properties too. */
function serveAbuDhabi() {
  let areas = [area('1', 'Corniche'), area('2', 'Yas Island')];
  let properties = [property('1', 'corniche', 'Corniche Tower'), property('2', 'yas_island', 'Yas Villa')];
  serve(
    handle('GET /admin/fetch-city-data', () => areas),
    handle('GET /admin/fetch-nested-area-data', () => {
      const data: Record<string, Property[]> = { corniche: [], yas_island: [] };
      for (const key of Object.keys(data))
        if (!areas.some((a) => a.name.toLowerCase().replace(' ', '_') === key)) delete data[key];
      for (const p of properties) (data[p.areaName] ??= []).push(p);
      return { data };
    }),
    handle('GET /admin/leads', { data: [], total: 0, page: 1, limit: 25 }),
    handle('GET /admin/leads/new-count', { data: { count: 0 } }),
    handle('GET /agents', { data: [] }),
    handle('GET /admin/agents', { data: [] }),
    handle('GET /homepage/cities', []),
    handle('DELETE /admin/delete-city', ({ body }) => {
      const gone = areas.find((a) => a._id === body.docId)!;
      const key = gone.name.toLowerCase().replace(' ', '_');
      const before = properties.length;
      areas = areas.filter((a) => a !== gone);
      properties = properties.filter((p) => p.areaName !== key);
      return { msg: 'Deleted successfully!', deletedProperties: before - properties.length };
    }),
  );
}

describe('the areas and listings pages', () => {
  beforeEach(() => {
    useCityDataStore.getState().reset();
    usePropertiesStore.getState().reset();
    localStorage.setItem('token', 'good');
  });
  afterEach(() => vi.restoreAllMocks());

  it("deleting an area removes its property group and its 'Add Property' choice without a reload", async () => {
    serveAbuDhabi();
    // The two pages' sections share one query cache, as they do in the browser.
    renderAt(
      '/admin/listings',
      '/admin/listings',
      <>
        <CityDataSection />
        <Listings defaultView="area" />
        <Toaster />
      </>,
    );
    expect(await screen.findByRole('heading', { name: /Corniche \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Entry to Corniche' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Corniche' }));
    const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this entry?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expectToast('success', 'Deleted successfully!');

    expect(screen.queryByRole('button', { name: 'Delete Corniche' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Corniche/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Corniche Tower')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Entry to Corniche' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Yas Island \(1\)/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Property' }));
    const form = screen.getByRole('form', { name: 'Property Detail Form' });
    const choices = within(within(form).getByLabelText('Community *'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(choices).toContain('Yas Island');
    expect(choices).not.toContain('Corniche');
  });
});
