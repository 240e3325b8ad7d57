import { render } from '@manzil/api-client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Property } from '@manzil/contract';
import PropertyPage from '../PropertyPage';

/** The property's page at its own address, opened from a card that hands it the listing. */
export function renderPropertyPage(property: Property) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: `/property/${property.slug}`, state: { property } }]}>
      <Routes>
        <Route path="/property/:propertySlug" element={<PropertyPage />} />
      </Routes>
    </MemoryRouter>,
  );
}
