import { describe, expect, it } from 'vitest';
import { agentSchema } from '@manzil/contract/schemas';
import { agentFormSchema } from '@manzil/contract/schemas';
import { agentForm, agentProblems, emptyAgentDraft, type AgentDraft } from './agentForm';

const photo = new File([new Uint8Array([1])], 'noor.jpg', { type: 'image/jpeg' });
const noor: AgentDraft = {
  name: ' Noor Al Mansouri ',
  brn: '77123',
  languages: 'English, Arabic,, French ',
  areas: ['dubai_marina'],
  phone: '+971 (50) 111-2233',
  whatsapp: '+971501112233',
  email: 'noor@manzil.ae',
  photo,
  ar_name: ' نور المنصوري ',
};

describe('agentProblems', () => {
  it('accepts a complete draft', () => expect(agentProblems(noor, true)).toEqual({}));

  it('names every missing or malformed field in plain words', () => {
    const problems = agentProblems(emptyAgentDraft, true);
    expect(Object.keys(problems).sort()).toEqual(
      ['brn', 'email', 'languages', 'name', 'phone', 'photo', 'whatsapp'].sort(),
    );
    expect(agentProblems({ ...noor, phone: '050 111 2233' }, true).phone).toMatch(/starting with \+/);
    expect(agentProblems({ ...noor, brn: '12' }, true).brn).toMatch(/3 to 10 digits/);
  });

  it('a portrait is needed to add an agent, not to edit one', () =>
    expect(agentProblems({ ...noor, photo: null }, false)).toEqual({}));
});

describe('agentForm', () => {
  it('sends what the API schema accepts, the portrait as the image', () => {
    const form = agentForm(noor);
    expect(form.get('image')).toBe(photo);
    const fields = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'image')) as Record<
      string,
      string
    >;
    const parsed = agentFormSchema.parse(fields);
    expect(parsed).toMatchObject({
      name: 'Noor Al Mansouri',
      languages: ['English', 'Arabic', 'French'],
      areas: ['dubai_marina'],
      phone: '+971501112233',
    });
    // What the form sends is what an agent is stored as.
    expect(parsed.ar_name).toBe('نور المنصوري');
    const { ar_name, ...english } = parsed;
    expect(() =>
      agentSchema.parse({
        ...english,
        translations: { ar: { name: ar_name } },
        slug: 'noor',
        photo: '/api/images/x',
        active: true,
      }),
    ).not.toThrow();
  });

  it('leaves the portrait out when none was chosen (the stored one stays)', () =>
    expect(agentForm({ ...noor, photo: null }).has('image')).toBe(false));
});
