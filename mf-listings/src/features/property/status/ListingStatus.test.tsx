import { render, screen } from '@testing-library/react';
import { makeProperty } from '../../../test/fixtures';
import { ListingStatusBadge, ListingStatusNotice } from './ListingStatus';

describe('ListingStatus', () => {
  it.each([
    ['sold', 'Sold', 'This home has been sold and is no longer on the market.'],
    ['rented', 'Rented', 'This home has been let and is no longer available to rent.'],
    ['under-offer', 'Under offer', /accepted an offer/],
    ['reserved', 'Reserved', /deposit has been paid/],
  ] as const)('a %s home says so on its badge and in a notice', (status, label, text) => {
    const property = makeProperty(1, { status });
    render(
      <>
        <ListingStatusBadge property={property} />
        <ListingStatusNotice property={property} />
      </>,
    );
    expect(screen.getAllByText(label)).toHaveLength(2);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('an available home (or an older record without a status) has the badge and no notice', () => {
    const { container } = render(<ListingStatusNotice property={makeProperty(1)} />);
    expect(container).toBeEmptyDOMElement();
    render(<ListingStatusBadge property={makeProperty(2, { status: 'available' })} />);
    expect(screen.getByText('Available')).toHaveAttribute('data-status', 'available');
  });
});
