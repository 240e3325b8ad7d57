import { describe, expect, it } from 'vitest';
import {
  bedsBounds,
  DEFAULT_SEARCH,
  hasSearch,
  homePageQuery,
  pageCount,
  priceBounds,
  readBbox,
  readSearchQuery,
  SEARCH_MAX_PAGE,
  snapBbox,
  snapBboxInward,
  type SearchBbox,
  searchPageHref,
  searchQueryToParams,
} from '.';

const read = (query: string) => readSearchQuery(new URLSearchParams(query));

describe('readSearchQuery', () => {
  it('reads every filter, the sort and the page', () => {
    const url =
      'purpose=Rent&location=Dubai%20Marina&type=Apartment&beds=2&price=AED%202K-5K&minPrice=60%2C000&maxPrice=120000' +
      '&period=year&minBeds=1&maxBeds=3&minBaths=2&maxBaths=4&minSize=700&maxSize=1500&furnishing=furnished' +
      '&completion=ready&status=any&q=%20sea%20%20view%20&sort=price-desc&page=3';
    expect(read(url)).toEqual({
      problems: [],
      query: {
        purpose: 'Rent',
        location: 'Dubai Marina',
        residential: 'Apartment',
        beds: '2',
        price: 'AED 2K-5K',
        minPrice: 60_000,
        maxPrice: 120_000,
        period: 'year',
        minBeds: 1,
        maxBeds: 3,
        minBaths: 2,
        maxBaths: 4,
        minSize: 700,
        maxSize: 1500,
        furnishing: 'furnished',
        completion: 'ready',
        status: 'any',
        keywords: 'sea view',
        sort: 'price-desc',
        page: 3,
        view: 'list',
      },
    });
  });

  it('gives the defaults for an empty query (available homes, cheapest first, page 1)', () => {
    expect(read('purpose=Buy')).toEqual({ query: DEFAULT_SEARCH, problems: [] });
    expect(DEFAULT_SEARCH).toMatchObject({ status: 'available', sort: 'price-asc', page: 1 });
  });

  it('accepts the spec $ price labels as their AED band', () => {
    expect(read('purpose=Buy&price=%241M-2M').query.price).toBe('AED 1M-2M');
  });

  it.each([
    ['purpose=Sell', 'purpose'],
    ['type=Castle', 'type'],
    ['beds=7', 'beds'],
    ['price=AED%201K-2K', 'price'],
    ['minPrice=-5', 'minPrice'],
    ['minPrice=1e9', 'minPrice'],
    ['maxPrice=99999999999999', 'maxPrice'],
    ['minBeds=0x10', 'minBeds'],
    ['maxBaths=21', 'maxBaths'],
    ['minSize=12.5', 'minSize'],
    ['furnishing=%7B%22%24ne%22%3A1%7D', 'furnishing'],
    ['completion=soon', 'completion'],
    ['status=%24where', 'status'],
    ['sort=_id', 'sort'],
    ['page=0', 'page'],
    [`page=${SEARCH_MAX_PAGE + 1}`, 'page'],
    ['page=99999999999999999999', 'page'],
    ['minPrice=5000&maxPrice=100', 'minPrice'],
  ])('refuses hostile or impossible values: %s falls back to the default', (query, key) => {
    const { query: read_, problems } = read(`${query}&purpose=Buy`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${key}:`));
    const fallback = { ...DEFAULT_SEARCH };
    expect(read_).toEqual(fallback);
  });

  it('bounds and cleans free text (location, keywords): no control characters, whitespace collapsed', () => {
    const long = 'x'.repeat(500);
    const { query, problems } = read(
      `purpose=Buy&location=${long}&q=${encodeURIComponent('pool\u0000\u2028<script>\n  garden')}`,
    );
    expect(problems).toEqual(['location: at most 120 characters']);
    expect(query.location).toHaveLength(120);
    expect(query.keywords).toBe('pool <script> garden');
    expect(read(`purpose=Buy&q=${long}`).query.keywords).toHaveLength(80);
  });

  it('takes the first value of a repeated key', () => {
    expect(read('purpose=Rent&purpose=Buy&sort=newest&sort=size').query).toMatchObject({
      purpose: 'Rent',
      sort: 'newest',
    });
  });
});

describe('searchQueryToParams', () => {
  it('writes purpose always and leaves defaults out, and reads back what it wrote', () => {
    expect(searchQueryToParams(DEFAULT_SEARCH).toString()).toBe('purpose=Buy');
    const { query } = read('purpose=Rent&minPrice=1000&beds=2&sort=newest&page=2&q=pool');
    const params = searchQueryToParams(query);
    expect(params.toString()).toBe('purpose=Rent&beds=2&minPrice=1000&q=pool&sort=newest&page=2');
    expect(readSearchQuery(params).query).toEqual(query);
  });

  it('links another page of the same search', () => {
    const { query } = read('purpose=Rent&sort=size&page=2');
    expect(searchPageHref(query, 3)).toBe('?purpose=Rent&sort=size&page=3');
    expect(searchPageHref(query, 1)).toBe('?purpose=Rent&sort=size');
  });
});

describe('the map view and its area (bbox)', () => {
  it('reads the view and a map area, and writes them back rounded to 5 decimals', () => {
    const { query, problems } = read('purpose=Buy&view=map&bbox=55.1234567,25.05,55.3,25.2');
    expect(problems).toEqual([]);
    expect(query.view).toBe('map');
    expect(query.bbox).toEqual([55.12346, 25.05, 55.3, 25.2]);
    const params = searchQueryToParams(query);
    expect(params.toString()).toBe('purpose=Buy&bbox=55.12346%2C25.05%2C55.3%2C25.2&view=map');
    expect(readSearchQuery(params).query).toEqual(query);
    expect(read('purpose=Buy').query).toMatchObject({ view: 'list' });
    expect(read('purpose=Buy').query).not.toHaveProperty('bbox');
  });

  it.each([
    ['1,2,3'],
    ['1,2,3,4,5'],
    ['a,b,c,d'],
    ['55.3,25,55.2,25.1'], // west east of east
    ['55,25.3,56,25.1'], // south north of north
    ['181,0,182,1'],
    ['0,-91,1,0'],
    ['1e2,0,2e2,1'],
    ['Infinity,0,1,1'],
    [`${'1'.repeat(60)},0,1,1`],
  ])('refuses the area %s (named, and left out)', (bbox) => {
    expect(readBbox(bbox)).toBeUndefined();
    const { query, problems } = read(`purpose=Buy&bbox=${encodeURIComponent(bbox)}`);
    expect(query.bbox).toBeUndefined();
    expect(problems).toEqual(['bbox: must be west,south,east,north in degrees']);
  });

  it('names a view that is not list or map', () => {
    expect(read('purpose=Buy&view=globe')).toMatchObject({
      query: { view: 'list' },
      problems: ['view: not one of list, map'],
    });
  });
});

describe('homePageQuery (the page cache key of the home page)', () => {
  it('is empty without a search, canonical with one', () => {
    expect(homePageQuery(new URLSearchParams('utm_source=x'))).toEqual({ query: '', cacheable: true });
    expect(hasSearch(new URLSearchParams('beds=2'))).toBe(false);
    expect(homePageQuery(new URLSearchParams('utm=1&sort=newest&purpose=Buy&minPrice=1%2C000'))).toEqual({
      query: 'purpose=Buy&minPrice=1000&sort=newest',
      cacheable: true,
    });
  });

  it('does not keep a search with a wrong value', () => {
    expect(homePageQuery(new URLSearchParams('purpose=Buy&sort=cheap')).cacheable).toBe(false);
    expect(homePageQuery(new URLSearchParams('purpose=Buy&sort=cheap&q=Pool')).redirect).toBeUndefined();
  });

  it('keeps keywords lower-cased and a map area on its grid, and sends other spellings there', () => {
    const marina = homePageQuery(new URLSearchParams('purpose=Buy&q=marina'));
    expect(marina).toEqual({ query: 'purpose=Buy&q=marina', cacheable: true });
    expect(homePageQuery(new URLSearchParams('purpose=Buy&q=+Marina+'))).toEqual({
      ...marina,
      redirect: marina.query,
    });
    const near = ['55.12345,25.05,55.42,25.3', '55.12399,25.05001,55.41992,25.29993'].map((bbox) =>
      homePageQuery(new URLSearchParams({ purpose: 'Buy', bbox })),
    );
    expect(near.map((q) => q.query)).toEqual(Array(2).fill('purpose=Buy&bbox=55.123%2C25.05%2C55.42%2C25.3'));
    expect(near.every((q) => q.cacheable && q.redirect === q.query)).toBe(true);
    expect(
      homePageQuery(new URLSearchParams('purpose=Buy&bbox=55.123,25.05,55.42,25.3')).redirect,
    ).toBeUndefined();
  });

  it('snaps a map area outward, to a grid of a hundredth to a thousandth of its size, once for all', () => {
    expect(snapBbox([55.12345, 25.05, 55.42, 25.3])).toEqual([55.123, 25.05, 55.42, 25.3]);
    expect(snapBbox([55.14012, 25.07013, 55.14887, 25.07889])).toEqual([55.1401, 25.0701, 55.1489, 25.0789]);
    // Widened to a tenth of a degree: snapped again on the coarser grid.
    expect(snapBbox([55.00005, 25, 55.09999, 25.05])).toEqual([55, 25, 55.1, 25.05]);
    // The map's "Search this area": inward, so a map fitted to it shows the same view.
    expect(snapBboxInward([55.12345, 25.05, 55.42, 25.3])).toEqual([55.124, 25.05, 55.42, 25.3]);
    for (let i = 0; i < 2000; i += 1) {
      const w = 50 + Math.random() * 10;
      const s = 20 + Math.random() * 10;
      const box: SearchBbox = [w, s, w + Math.random() ** 3 * 2, s + Math.random() ** 3 * 2];
      const snapped = snapBbox(box);
      expect(snapBbox(snapped)).toEqual(snapped);
      expect(snapped[0] <= box[0] && snapped[1] <= box[1]).toBe(true);
      expect(snapped[2] >= box[2] && snapped[3] >= box[3]).toBe(true);
      // The map's own searches are inside the view and kept as they are.
      const inward = snapBboxInward(box);
      expect(snapBbox(inward)).toEqual(inward);
      // Inside the view (to a billionth of a degree: the grid's own rounding), or, for an area too
      // narrow to snap inward on its grid, snapped outward.
      const inside =
        inward[0] >= box[0] - 1e-9 &&
        inward[1] >= box[1] - 1e-9 &&
        inward[2] <= box[2] + 1e-9 &&
        inward[3] <= box[3] + 1e-9;
      expect(inside || inward.every((n, at) => n === snapped[at])).toBe(true);
    }
  });

  it('keeps the map view of a search apart from its list', () => {
    expect(homePageQuery(new URLSearchParams('view=map&purpose=Buy'))).toEqual({
      query: 'purpose=Buy&view=map',
      cacheable: true,
    });
  });
});

describe('priceBounds', () => {
  it('maps a preset band onto min/max (max excluded)', () => {
    expect(priceBounds(read('purpose=Buy&price=AED%20500K-1M').query)).toEqual({
      min: 500_000,
      max: 1_000_000,
      maxExclusive: true,
    });
  });

  it('reads typed yearly rents per month (stored rents are monthly)', () => {
    expect(priceBounds(read('purpose=Rent&period=year&minPrice=60000&maxPrice=120000').query)).toEqual({
      min: 5_000,
      max: 10_000,
      maxExclusive: false,
    });
    // A sale price is never divided.
    expect(priceBounds(read('purpose=Buy&period=year&maxPrice=120000').query).max).toBe(120_000);
  });

  it('keeps the narrower of the band and the typed bounds', () => {
    expect(priceBounds(read('purpose=Rent&price=AED%202K-5K&minPrice=3000&maxPrice=9000').query)).toEqual({
      min: 3_000,
      max: 5_000,
      maxExclusive: true,
    });
    expect(priceBounds(read('purpose=Rent&price=AED%202K-5K&maxPrice=4000').query)).toEqual({
      min: 2_000,
      max: 4_000,
      maxExclusive: false,
    });
  });
});

describe('bedsBounds', () => {
  it("intersects the spec's Beds choice with the range", () => {
    expect(bedsBounds(read('purpose=Buy&beds=Studio').query)).toEqual({ min: 0, max: 0 });
    expect(bedsBounds(read('purpose=Buy&beds=5%2B').query)).toEqual({ min: 5 });
    expect(bedsBounds(read('purpose=Buy&beds=2&minBeds=1&maxBeds=4').query)).toEqual({ min: 2, max: 2 });
    expect(bedsBounds(read('purpose=Buy&minBeds=1&maxBeds=3').query)).toEqual({ min: 1, max: 3 });
  });
});

describe('pageCount', () => {
  it('is at least 1 and bounded', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(10 ** 9)).toBe(SEARCH_MAX_PAGE);
  });
});
