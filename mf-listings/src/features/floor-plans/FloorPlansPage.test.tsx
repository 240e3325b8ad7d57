import { screen, within } from '@testing-library/react';
import { handle, render, serve } from '@manzil/api-client/testing';
import { MemoryRouter } from 'react-router-dom';
import type { FloorPlansResponse } from '@manzil/contract';
import FloorPlansPage from './FloorPlansPage';

const PLANS: FloorPlansResponse = {
  emirates: [
    {
      name: 'Abu Dhabi',
      slug: 'abu-dhabi',
      areas: [
        {
          name: 'Saadiyat Island',
          key: 'saadiyat_island',
          path: '/abu-dhabi/saadiyat-island',
          floorplan: [],
        },
      ],
    },
    {
      name: 'Dubai',
      slug: 'dubai',
      areas: [
        {
          name: 'Dubai Marina',
          key: 'dubai_marina',
          path: '/dubai/dubai-marina',
          floorplan: [
            '/images/floorplans/dubai_marina-1.png',
            'https://drive.google.com/file/d/abc123/view?usp=sharing',
          ],
        },
      ],
    },
  ],
};

describe('FloorPlansPage', () => {
  it('groups the plans by emirate and area: pictures that open full size, no frames at all', async () => {
    serve(handle('GET /floor-plans', PLANS));
    const { container } = render(
      <MemoryRouter>
        <FloorPlansPage />
      </MemoryRouter>,
    );
    const dubai = await screen.findByRole('region', { name: 'Dubai' });
    const marina = within(dubai).getByRole('article', { name: 'Dubai Marina' });
    expect(within(marina).getByRole('link', { name: 'Dubai Marina' })).toHaveAttribute(
      'href',
      '/dubai/dubai-marina',
    );
    expect(marina).toHaveTextContent('2 floor plans');
    const plans = within(marina).getAllByRole('link', { name: /^Plan/ });
    expect(plans.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['/images/floorplans/dubai_marina-1.png', '_blank'],
      // A cloud-drive file opens in its preview form.
      ['https://drive.google.com/file/d/abc123/preview', '_blank'],
    ]);
    expect(plans[0]).toHaveAccessibleName('Plan 1 of Dubai Marina (opens in a new tab)');
    expect(within(plans[0]!).getByRole('presentation', { hidden: true })).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('iframe')).toBeNull();

    const abuDhabi = screen.getByRole('region', { name: 'Abu Dhabi' });
    expect(within(abuDhabi).getByRole('article', { name: 'Saadiyat Island' })).toHaveTextContent(
      'No floor plans available',
    );
    expect(screen.getByRole('navigation', { name: 'Emirates' })).toHaveTextContent('Abu DhabiDubai');
  });
});
