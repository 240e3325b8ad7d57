import { parseOverview, parseOverviewLine } from './overview';

describe('overview parsing', () => {
  it('splits the text on full stops into lines, dropping empty ones', () => {
    expect(parseOverview('Sea views. Private pool.  . Gym')).toEqual([
      { kind: 'text', text: 'Sea views' },
      { kind: 'text', text: 'Private pool' },
      { kind: 'text', text: 'Gym' },
    ]);
    expect(parseOverview('')).toEqual([]);
    expect(parseOverview(undefined)).toEqual([]);
  });

  it('keeps full stops inside links and numbers', () => {
    expect(
      parseOverview('Metro in 2.5 km. Brochure: https://example.com/files/a.pdf. Quiet street.'),
    ).toEqual([
      { kind: 'text', text: 'Metro in 2.5 km' },
      { kind: 'link', label: 'Brochure', url: 'https://example.com/files/a.pdf' },
      { kind: 'text', text: 'Quiet street' },
    ]);
  });

  it('turns a line with a link and a colon into a label and a link', () => {
    expect(parseOverviewLine('Virtual tour: https://tour.example.com/x?y=1')).toEqual({
      kind: 'link',
      label: 'Virtual tour',
      url: 'https://tour.example.com/x?y=1',
    });
  });

  it('accepts a site path after the colon as the link', () => {
    expect(parseOverview('Ownership - Freehold title. Virtual tour: /3dspace.')).toEqual([
      { kind: 'titled', title: 'Ownership', text: 'Freehold title' },
      { kind: 'link', label: 'Virtual tour', url: '/3dspace' },
    ]);
  });

  it('keeps a link without a colon label as text', () => {
    expect(parseOverviewLine('See https://example.com for more')).toEqual({
      kind: 'text',
      text: 'See https://example.com for more',
    });
  });

  it('splits a line with a dash into a title and a text', () => {
    expect(parseOverviewLine('Location - Heart of Downtown')).toEqual({
      kind: 'titled',
      title: 'Location',
      text: 'Heart of Downtown',
    });
    expect(parseOverviewLine('Amenities — pool, gym and spa')).toEqual({
      kind: 'titled',
      title: 'Amenities',
      text: 'pool, gym and spa',
    });
  });

  it('does not split words joined by a hyphen', () => {
    expect(parseOverviewLine('Well-connected, family-friendly community')).toEqual({
      kind: 'text',
      text: 'Well-connected, family-friendly community',
    });
  });
});
