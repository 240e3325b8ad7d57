/** The search on an Arabic page (/ar): its words, its links and its form stay in Arabic. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, render, requestsTo, serve } from '@manzil/api-client/testing';
import { LocaleProvider } from '@manzil/i18n';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import SearchPanel from './SearchPanel';
import { resetSearchStoreForTests } from './searchStore';
import { LOCATIONS, makeProperty, serveCardReads } from '../../test/testData';

const DUBAI_AR = 'دبي';
const MARINA_AR = 'دبي مارينا';
/** The locations list as the API gives it once the records carry their Arabic names. */
const ARABIC_LOCATIONS = {
  emirates: LOCATIONS.emirates.map((emirate) => ({
    ...emirate,
    translations: emirate.name === 'Dubai' ? { ar: { name: DUBAI_AR } } : undefined,
    areas: emirate.areas.map((area) => ({
      ...area,
      translations: area.name === 'Dubai Marina' ? { ar: { name: MARINA_AR } } : undefined,
    })),
  })),
};

function renderAt(url: string) {
  return render(
    <LocaleProvider locale="ar">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/ar" element={<SearchPanel />} />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

beforeEach(() => {
  resetSearchStoreForTests();
  Element.prototype.scrollIntoView = vi.fn() as unknown as Element['scrollIntoView'];
  serve(handle('GET /locations', ARABIC_LOCATIONS));
  serveCardReads();
});

describe('SearchPanel in Arabic', () => {
  it('labels the form in Arabic and keeps its values and its action on /ar', () => {
    const { container } = renderAt('/ar');
    expect(screen.getByRole('tab', { name: 'شراء' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('نوع العقار')).toHaveDisplayValue('سكني');
    expect(screen.getByLabelText('نوع العقار')).toHaveValue('Residential');
    expect(container.querySelector('form[method="get"]')).toHaveAttribute('action', '/ar');
  });

  it('suggests Arabic names, matched in either language, and sends the Arabic typed as it is', async () => {
    serve(handle('GET /search', { items: [makeProperty()], total: 1, page: 1, pageSize: 12 }));
    renderAt('/ar');
    const location = screen.getByRole('combobox', { name: 'الموقع' });
    await userEvent.type(location, 'مارينا');
    const list = await screen.findByRole('listbox', { name: 'الإمارات والمناطق' });
    expect(within(list).getByRole('option', { name: new RegExp(`^${MARINA_AR}`) })).toBeInTheDocument();
    await userEvent.clear(location);
    await userEvent.type(location, 'Marina');
    await userEvent.click(within(list).getByRole('option', { name: new RegExp(`^${MARINA_AR}`) }));
    expect(location).toHaveValue(MARINA_AR);
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(await screen.findByText(/عقار واحد/)).toBeInTheDocument();
    const query = new URLSearchParams(requestsTo('GET /search').at(-1)!.url.split('?')[1]);
    expect(query.get('location')).toBe(MARINA_AR);
    expect(await screen.findByRole('link', { name: /عرض التفاصيل/ })).toHaveAttribute(
      'href',
      '/ar/property/marina-gate-2br',
    );
  });
});
