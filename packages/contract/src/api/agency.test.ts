import { describe, expect, it } from 'vitest';
import { agentFilterOptions, filterAgents, readAgentFilter, type AgentProfile } from './agency';

const agent = (slug: string, languages: string[], areas: [string, string][]): AgentProfile => ({
  _id: slug,
  slug,
  name: slug,
  photo: `/images/agents/${slug}.jpg`,
  brn: '12345',
  languages,
  areas: [],
  phone: '+971500000000',
  whatsapp: '+971500000000',
  email: `${slug}@manzil.test`,
  active: true,
  listingsCount: 0,
  workAreas: areas.map(([emirate, key]) => ({ key, emirate, name: key, listings: 1 })),
});

const AGENTS = [
  agent('a', ['English', 'French'], [['dubai', 'dubai_marina']]),
  agent('b', ['english', 'Urdu'], [['abu-dhabi', 'saadiyat_island']]),
];

describe('the agents directory filter', () => {
  it('reads first values, trimmed, and drops an oversized one', () => {
    expect(readAgentFilter(new URLSearchParams('language=+French+&language=Urdu&area=dubai_marina'))).toEqual(
      {
        language: 'French',
        area: 'dubai_marina',
      },
    );
    expect(readAgentFilter(new URLSearchParams(`language=${'x'.repeat(61)}`)).language).toBe('');
  });

  it('keeps agents speaking the language (any case) and working in the area', () => {
    expect(filterAgents(AGENTS, { language: 'ENGLISH', area: '' }).map((a) => a.slug)).toEqual(['a', 'b']);
    expect(filterAgents(AGENTS, { language: 'english', area: 'saadiyat_island' }).map((a) => a.slug)).toEqual(
      ['b'],
    );
    expect(filterAgents(AGENTS, { language: 'Klingon', area: '' })).toEqual([]);
  });

  it('offers each language once and the areas by emirate', () => {
    const options = agentFilterOptions(AGENTS);
    expect(options.languages).toEqual(['English', 'French', 'Urdu']);
    expect(options.areas.map((a) => a.key)).toEqual(['saadiyat_island', 'dubai_marina']);
  });
});
