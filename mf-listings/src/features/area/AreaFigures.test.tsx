import { render, screen, within } from '@testing-library/react';
import { LocaleProvider } from '@manzil/i18n';
import type { AreaFigures as Figures } from '@manzil/contract';
import { AreaFigures } from './AreaFigures';

const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
const figures: Figures = {
  forSale: 4,
  forRent: 1,
  salePerSqft: [
    { type: 'Apartment', median: 2_150, count: 3 },
    { type: 'Villa', median: null, count: 1 },
  ],
  rentYearly: { median: null, count: 1 },
  rentYearlyByBeds: [{ beds: 2, median: null, count: 1 }],
  trend: months.map((month, i) => ({ month, median: i < 9 ? null : 2_000 + i * 10, count: i < 9 ? 0 : 3 })),
};

describe('the area guide’s market figures', () => {
  it('shows medians, says when there are too few listings, and draws the trend with its table', () => {
    const { container } = render(<AreaFigures figures={figures} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Market figures' })).toBeInTheDocument();
    expect(screen.getByText('4 homes for sale')).toBeInTheDocument();
    expect(screen.getByText('1 home for rent')).toBeInTheDocument();
    const sale = within(screen.getByRole('row', { name: /Apartment/ }));
    expect(sale.getByText('AED 2,150 per sqft')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Villa/ })).getByText('Not enough listings yet'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Up 1% from Oct\W*26 to Dec\W*26$/)).toBeInTheDocument();
    expect(container.querySelector('svg polyline')).not.toBeNull();
  });

  it('in Arabic', () => {
    render(
      <LocaleProvider locale="ar">
        <AreaFigures figures={figures} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'أرقام السوق' })).toBeInTheDocument();
    expect(screen.getAllByText('لا توجد إعلانات كافية بعد').length).toBeGreaterThan(0);
    expect(screen.getByText('4 منازل للبيع')).toBeInTheDocument();
  });
});
