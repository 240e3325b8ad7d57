import { describe, expect, it } from 'vitest';
import { handoverLabel, hasBedrooms, isLand, listingAmenities, listingFacts } from './listing';
import { addPropertyFormSchema, agentSchema, updatePropertyFormSchema } from './schemas';

describe('listingFacts', () => {
  it('reads a record from before the facts as available, its one image its photos, no amenities', () => {
    expect(listingFacts({ imageurl: '/images/p.jpg', for: 'Buy' })).toEqual({
      photos: ['/images/p.jpg'],
      status: 'available',
      amenities: [],
    });
  });

  it('reads an older rental as let per month, the price semantics of the spec', () => {
    expect(listingFacts({ imageurl: '/a.jpg', for: 'Rent' }).rentPeriod).toBe('monthly');
    expect(listingFacts({ imageurl: '/a.jpg', for: 'Rent', rentPeriod: 'yearly' }).rentPeriod).toBe('yearly');
  });

  it('keeps imageurl the cover even when the stored photos drifted from it', () => {
    expect(
      listingFacts({ imageurl: '/b.jpg', for: 'Buy', photos: ['/a.jpg', '/b.jpg', '/c.jpg'] }).photos,
    ).toEqual(['/b.jpg', '/a.jpg', '/c.jpg']);
  });

  it('treats an unknown stored status as available', () => {
    expect(listingFacts({ imageurl: '/a.jpg', for: 'Buy', status: 'gone' as never }).status).toBe(
      'available',
    );
  });
});

describe('hasBedrooms', () => {
  it('homes have bedrooms; a plot and a commercial unit do not, however spelled', () => {
    for (const home of ['Apartment', 'Villa', 'Townhouse', 'Penthouse']) expect(hasBedrooms(home)).toBe(true);
    for (const none of ['Land', ' land ', 'Commercial', 'COMMERCIAL']) expect(hasBedrooms(none)).toBe(false);
  });
});

describe('listingAmenities', () => {
  it('trims, drops blanks, repeats and non-text entries, keeping the first order', () => {
    expect(listingAmenities([' Gym ', 'Shared pool', '', '  ', 'Gym', 7, null, 'Concierge'])).toEqual([
      'Gym',
      'Shared pool',
      'Concierge',
    ]);
    expect(listingAmenities(undefined)).toEqual([]);
  });
});

describe('listing helpers', () => {
  it('names handover quarters as a buyer reads them and knows a plot', () => {
    expect(handoverLabel('2027-Q3')).toBe('Q3 2027');
    expect(isLand(' land ')).toBe(true);
    expect(isLand('Villa')).toBe(false);
  });
});

const addFields = {
  house_name: 'Palm Villa',
  house_type: 'Villa',
  for: 'Buy',
  bedrooms: '5',
  bathrooms: '6',
  location: 'Palm Jumeirah',
  discription: 'Sea views.',
  areaName: 'palm_jumeirah',
};

describe('property form facts', () => {
  it('reads photos and amenities one per line and the other facts as typed', () => {
    const out = addPropertyFormSchema.parse({
      ...addFields,
      photos: '/images/a.jpg\r\n\r\nhttps://cdn.example.com/b.jpg\n',
      amenities: 'Private pool\nMaid room',
      status: 'under-offer',
      permitNumber: '7154302981',
      agent: 'layla-haddad',
      furnishing: 'semi-furnished',
      completion: '2027-Q3',
      serviceCharge: '14.5',
      rentPeriod: 'yearly',
    });
    expect(out).toMatchObject({
      photos: ['/images/a.jpg', 'https://cdn.example.com/b.jpg'],
      amenities: ['Private pool', 'Maid room'],
      status: 'under-offer',
      completion: '2027-Q3',
      serviceCharge: 14.5,
    });
  });

  it('reads a single line as comma-separated, as a record posted back whole sends its lists', () => {
    const out = addPropertyFormSchema.parse({ ...addFields, photos: '/a.jpg,/b.jpg', amenities: 'Pool,Gym' });
    expect(out).toMatchObject({ photos: ['/a.jpg', '/b.jpg'], amenities: ['Pool', 'Gym'] });
  });

  it.each([
    ['photos', 'javascript:alert(1)'],
    ['status', 'gone'],
    ['permitNumber', '71-54'],
    ['agent', '../admin'],
    ['furnishing', 'half'],
    ['completion', '2027-Q5'],
    ['serviceCharge', '-3'],
    ['rentPeriod', 'weekly'],
    ['amenities', 'Pool\u0000'],
  ])('refuses %s = %j', (field, value) => {
    expect(addPropertyFormSchema.safeParse({ ...addFields, [field]: value }).success).toBe(false);
  });

  it('lets an update clear a fact with a blank and ignores the listed date posted back', () => {
    const out = updatePropertyFormSchema.parse({
      _id: 'a'.repeat(24),
      permitNumber: '',
      listedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(out).toEqual({ _id: 'a'.repeat(24), permitNumber: '' });
  });
});

describe('agentSchema', () => {
  const agent = {
    slug: 'layla-haddad',
    name: 'Layla Haddad',
    photo: '/images/agents/layla-haddad.jpg',
    brn: '48213',
    languages: ['English'],
    areas: ['downtown_dubai'],
    phone: '+971500000101',
    whatsapp: '+971500000101',
    email: 'layla@manzil.ae',
    active: true,
  };
  it('accepts an agent and refuses a hostile photo link or an unknown key', () => {
    expect(agentSchema.parse(agent)).toEqual(agent);
    expect(agentSchema.safeParse({ ...agent, photo: 'javascript:x' }).success).toBe(false);
    expect(agentSchema.safeParse({ ...agent, $where: '1' }).success).toBe(false);
  });
});
