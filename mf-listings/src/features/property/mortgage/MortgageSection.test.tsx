import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { makeProperty } from '../../../test/fixtures';
import { calculatorListing } from './calculatorListing';
import { MortgageSection } from './MortgageSection';

describe('calculatorListing', () => {
  it('a home on sale with a price gets the calculator', () => {
    expect(calculatorListing(makeProperty(1))).toEqual({
      price: 1_250_000,
      offPlan: false,
      dubai: true,
      land: false,
    });
    expect(
      calculatorListing(makeProperty(1, { completion: '2027-Q3', emirate: 'abu-dhabi', house_type: 'Land' })),
    ).toEqual({ price: 1_250_000, offPlan: true, dubai: false, land: true });
    expect(calculatorListing(makeProperty(1, { status: 'under-offer' }))).not.toBeNull();
    // The penthouses collection is no emirate: its Dubai homes say so in their location.
    const penthouse = { emirate: 'penthouses-and-luxury-villas', location: 'Business Bay, Dubai' };
    expect(calculatorListing(makeProperty(1, penthouse))?.dubai).toBe(true);
    expect(calculatorListing(makeProperty(1, { ...penthouse, location: 'Saadiyat, Abu Dhabi' }))?.dubai).toBe(
      false,
    );
  });

  it('a rental, a home sold or let, one without a price or abroad gets none', () => {
    expect(calculatorListing(makeProperty(1, { for: 'Rent', price: 9_000 }))).toBeNull();
    expect(calculatorListing(makeProperty(1, { status: 'sold' }))).toBeNull();
    expect(calculatorListing(makeProperty(1, { status: 'rented' }))).toBeNull();
    expect(calculatorListing(makeProperty(1, { price: undefined }))).toBeNull();
    // Homes abroad: no UAE loan limits or Dubai fees to show.
    expect(
      calculatorListing(
        makeProperty(1, { emirate: 'international-projects', location: 'London, United Kingdom' }),
      ),
    ).toBeNull();
  });
});

describe('MortgageSection', () => {
  it("the server's HTML carries the default estimate in words, in the calculator's reserved place", () => {
    const html = renderToString(
      <MortgageSection property={makeProperty(1, { price: 2_000_000 })} />,
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('Mortgage and total cost');
    expect(html).toMatch(/About <strong>AED 8,893 a month<\/strong> with 20% down/);
    expect(html).toContain('AED 531,070');
    expect(html).toContain('Loan limit: Central Bank of the UAE, Regulations Regarding Mortgage Loans');
    expect(html).toContain('Fees: Dubai Land Department fee schedule');
    expect(html).not.toContain('<form');
  });

  it('loads the calculator when its place comes near (at once without IntersectionObserver)', async () => {
    render(<MortgageSection property={makeProperty(1, { price: 2_000_000 })} />);
    expect(screen.getByRole('region', { name: 'Mortgage and total cost' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Down payment/ })).toHaveValue('400,000');
    expect(screen.getByTestId('mortgage-monthly')).toHaveTextContent('AED 8,893');
  });

  it('waits for the place to come within 600 px of the screen', async () => {
    const observed: Array<{ margin?: string; callback: IntersectionObserverCallback }> = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ margin: options?.rootMargin, callback });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      render(<MortgageSection property={makeProperty(1, { price: 2_000_000 })} />);
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(observed.map((o) => o.margin)).toEqual(['600px 0px']);
      observed[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
      expect(await screen.findByRole('textbox', { name: /^Price/ })).toHaveValue('2,000,000');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders nothing for a rental', () => {
    const { container } = render(
      <MortgageSection property={makeProperty(1, { for: 'Rent', price: 9_000 })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
