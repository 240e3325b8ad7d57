import { parseOverview, parseOverviewLine, type OverviewLine } from './overview';

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

  it('accepts a site path after the colon as the link', () => {
    expect(parseOverview('Ownership - Freehold title. Virtual tour: /3dspace.')).toEqual([
      { kind: 'titled', title: 'Ownership', text: 'Freehold title' },
      { kind: 'link', label: 'Virtual tour', url: '/3dspace' },
    ]);
  });

  it.each<[test: string, ...lines: [line: string, read: OverviewLine][]]>([
    [
      'turns a line with a link and a colon into a label and a link',
      [
        'Virtual tour: https://tour.example.com/x?y=1',
        { kind: 'link', label: 'Virtual tour', url: 'https://tour.example.com/x?y=1' },
      ],
    ],
    [
      'keeps a link without a colon label as text',
      ['See https://example.com for more', { kind: 'text', text: 'See https://example.com for more' }],
    ],
    [
      'splits a line with a dash into a title and a text',
      ['Location - Heart of Downtown', { kind: 'titled', title: 'Location', text: 'Heart of Downtown' }],
      ['Amenities — pool, gym and spa', { kind: 'titled', title: 'Amenities', text: 'pool, gym and spa' }],
    ],
    [
      'does not split words joined by a hyphen',
      [
        'Well-connected, family-friendly community',
        { kind: 'text', text: 'Well-connected, family-friendly community' },
      ],
    ],
  ])('%s', (_, ...lines) => {
    for (const [line, read] of lines) expect(parseOverviewLine(line)).toEqual(read);
  });
});
