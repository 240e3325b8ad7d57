import { describe, expect, it } from 'vitest';
import type {
  AdminAgentResponse,
  AdminAgentsResponse,
  AgentPropertiesResponse,
  AgentsResponse,
  AuditResponse,
  Property,
  RetireAgentResponse,
} from '@manzil/contract';
import { agentSlugFrom } from '../db/agents';
import { call, formOf, json, loginToken, useTestApp } from '../../test/helpers';
import { fakePngBytes, jpegBytes } from '../../test/images';

const t = useTestApp();
const msgOf = async (res: Response) => (await json<{ msg: string }>(res)).msg;
const auditOf = async (token: string, target: 'agent' | 'property', id: string) =>
  (
    await json<AuditResponse>(
      await call(t.app, 'GET', `/api/admin/audit?target=${target}&id=${id}`, { token }),
    )
  ).data;

const NOOR = {
  name: 'Noor Al Mansouri',
  brn: '77123',
  languages: 'English, Arabic, French',
  areas: 'dubai_marina\ndowntown_dubai',
  phone: '+971 50 111 2233',
  whatsapp: '+971501112233',
  email: 'noor@manzil.ae',
};

async function addAgent(token: string, fields: Record<string, string> = NOOR) {
  return call(t.app, 'POST', '/api/admin/agents', {
    form: formOf(fields, { bytes: await jpegBytes(), name: 'noor.jpg', type: 'image/jpeg' }),
    token,
  });
}

describe('agentSlugFrom', () => {
  it.each([
    ['Noor Al Mansouri', 'noor-al-mansouri'],
    ['  Aïsha  O’Neil ', 'aisha-o-neil'],
    ['---', 'agent'],
    ['李', 'agent'],
  ])('%s → %s', (name, slug) => expect(agentSlugFrom(name)).toBe(slug));
});

describe('admin agents', () => {
  it('adds an agent with a portrait re-encoded on the server; the directory lists them', async () => {
    const token = await loginToken(t.app);
    const res = await addAgent(token);
    expect(res.status).toBe(201);
    const { data } = await json<AdminAgentResponse>(res);
    expect(data).toMatchObject({
      slug: 'noor-al-mansouri',
      languages: ['English', 'Arabic', 'French'],
      areas: ['dubai_marina', 'downtown_dubai'],
      phone: '+971501112233',
      active: true,
      listingsCount: 0,
    });
    expect(data.photo).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);
    const [added] = await auditOf(token, 'agent', data._id);
    expect(added).toMatchObject({ action: 'create', actor: 'admin', label: 'Noor Al Mansouri' });
    expect(added!.changes).toContainEqual({ field: 'brn', from: '', to: '77123' });
    const photo = await call(t.app, 'GET', data.photo);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const directory = await json<AgentsResponse>(await call(t.app, 'GET', '/api/agents'));
    expect(directory.data.map((a) => a.slug)).toContain('noor-al-mansouri');
    // A namesake gets a slug of their own.
    const again = await json<AdminAgentResponse>(await addAgent(token));
    expect(again.data.slug).toBe('noor-al-mansouri-2');
  });

  it('refuses bad fields with the field named, a file that is no image, and a call without a session', async () => {
    const token = await loginToken(t.app);
    for (const [field, value, reason] of [
      ['brn', '12', /^brn:/],
      ['phone', '0501112233', /^phone: must be an international phone number/],
      ['email', 'noor@', /^email:/],
      ['languages', '', /^languages:/],
      ['name', 'Noor\u0000', /^name:/],
      ['areas', '$where', /^areas/],
    ] as const) {
      const res = await addAgent(token, { ...NOOR, [field]: value });
      expect(res.status, field).toBe(400);
      expect(await msgOf(res)).toMatch(reason);
    }
    const fake = await call(t.app, 'POST', '/api/admin/agents', {
      form: formOf(NOOR, { bytes: fakePngBytes() }),
      token,
    });
    expect(fake.status).toBe(400);
    expect(await msgOf(fake)).toMatch(/^image:/);
    const noPhoto = await call(t.app, 'POST', '/api/admin/agents', { form: formOf(NOOR), token });
    expect(noPhoto.status).toBe(400);
    expect((await addAgent('')).status).toBe(401);
  });

  it('edits an agent, keeping the portrait when none is sent', async () => {
    const token = await loginToken(t.app);
    const before = (await json<AdminAgentsResponse>(await call(t.app, 'GET', '/api/admin/agents', { token })))
      .data;
    const omar = before.find((a) => a.slug === 'omar-siddiqui')!;
    const res = await call(t.app, 'POST', '/api/admin/agents/omar-siddiqui', {
      form: formOf({ ...NOOR, name: 'Omar Siddiqui', brn: '99887' }),
      token,
    });
    expect(res.status).toBe(200);
    const { data } = await json<AdminAgentResponse>(res);
    expect(data).toMatchObject({ slug: 'omar-siddiqui', brn: '99887', photo: omar.photo, listingsCount: 1 });
    // The trail names the admin and each changed field old → new; the portrait kept is no change.
    const [entry, ...older] = await auditOf(token, 'agent', omar._id);
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      target: 'agent',
      label: 'Omar Siddiqui',
      action: 'update',
      actor: 'admin',
    });
    expect(entry!.changes).toContainEqual({ field: 'brn', from: omar.brn, to: '99887' });
    expect(entry!.changes.map((c) => c.field)).not.toContain('photo');
    expect(entry!.changes.map((c) => c.field)).not.toContain('updatedAt');
    const missing = await call(t.app, 'POST', '/api/admin/agents/nobody', { form: formOf(NOOR), token });
    expect(missing.status).toBe(404);
  });

  it('retires an agent only with another active agent to take their listings, and moves them all', async () => {
    const token = await loginToken(t.app);
    const retire = (slug: string, body: Record<string, string>) =>
      call(t.app, 'POST', `/api/admin/agents/${slug}/retire`, { json: body, token });

    const without = await retire('layla-haddad', {});
    expect(without.status).toBe(400);
    expect(await msgOf(without)).toBe('reassignTo: choose the agent who takes over their listing');
    expect((await retire('layla-haddad', { reassignTo: 'layla-haddad' })).status).toBe(400);
    // A retired agent takes no listings; nor does one that does not exist.
    expect(await msgOf(await retire('layla-haddad', { reassignTo: 'retired-agent' }))).toMatch(
      /^reassignTo: must be an active agent/,
    );
    expect((await retire('layla-haddad', { reassignTo: 'nobody' })).status).toBe(400);
    expect((await retire('layla-haddad', { reassignTo: '$ne' })).status).toBe(400);

    const listed = await json<AgentPropertiesResponse>(
      await call(t.app, 'GET', '/api/agents/layla-haddad/properties'),
    );
    expect(listed).toHaveLength(1);
    const res = await retire('layla-haddad', { reassignTo: 'omar-siddiqui' });
    expect(res.status).toBe(200);
    expect(await json<RetireAgentResponse>(res)).toMatchObject({
      data: { slug: 'layla-haddad', active: false },
      reassigned: 1,
      reassignedTo: 'omar-siddiqui',
    });
    const moved = await json<Property>(
      await call(t.app, 'GET', `/api/properties/by-slug/${listed[0]!.slug}`),
    );
    expect(moved.agent).toBe('omar-siddiqui');
    // Audited on the agent (retired, who took over) and on the listing moved (its agent old → new).
    const layla = (
      await json<AdminAgentsResponse>(await call(t.app, 'GET', '/api/admin/agents', { token }))
    ).data.find((a) => a.slug === 'layla-haddad')!;
    const [retired] = await auditOf(token, 'agent', layla._id);
    expect(retired).toMatchObject({ action: 'retire', actor: 'admin', label: layla.name });
    expect(retired!.changes).toEqual([
      { field: 'active', from: 'true', to: 'false' },
      { field: 'listingsReassignedTo', from: '', to: 'Omar Siddiqui (1)' },
    ]);
    const [reassigned] = await auditOf(token, 'property', moved._id);
    expect(reassigned).toMatchObject({ action: 'update', actor: 'admin' });
    expect(reassigned!.changes).toEqual([{ field: 'agent', from: 'layla-haddad', to: 'omar-siddiqui' }]);
    expect(
      await json<AgentPropertiesResponse>(await call(t.app, 'GET', '/api/agents/layla-haddad/properties')),
    ).toEqual([]);
    const directory = await json<AgentsResponse>(await call(t.app, 'GET', '/api/agents'));
    expect(directory.data.map((a) => a.slug)).not.toContain('layla-haddad');
    // The admin still sees them, after the active agents.
    const all = (await json<AdminAgentsResponse>(await call(t.app, 'GET', '/api/admin/agents', { token })))
      .data;
    expect(all.at(-1)?.active).toBe(false);
    expect(all.find((a) => a.slug === 'layla-haddad')).toMatchObject({ active: false, listingsCount: 0 });
    // An agent without listings retires without a target.
    const lone = (await json<AdminAgentResponse>(await addAgent(token, { ...NOOR, name: 'Sam Lone' }))).data;
    expect((await retire(lone.slug, {})).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/admin/agents/layla-haddad/retire', { json: {} })).status).toBe(
      401,
    );
  });

  it('a listing cannot be given to a retired agent', async () => {
    const token = await loginToken(t.app);
    const [p] = await json<AgentPropertiesResponse>(
      await call(t.app, 'GET', '/api/agents/omar-siddiqui/properties'),
    );
    const res = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: p!._id, agent: 'retired-agent' }),
      token,
    });
    expect(res.status).toBe(400);
  });
});
