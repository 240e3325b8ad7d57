/** Data-layer tests: areas and emirates throw domain errors, never HTTP answers. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import {
  ConflictError,
  domainErrorStatus,
  NotFoundError,
  TooLargeError,
  ValidationError,
} from '../lib/errors';
import { insertArea, resolveArea } from './areas';
import { getEmirate } from './emirates';

const t = useTestApp();

describe('domain errors', () => {
  it('each maps to its status', () => {
    expect(domainErrorStatus(new NotFoundError('x'))).toBe(404);
    expect(domainErrorStatus(new ValidationError('x'))).toBe(400);
    expect(domainErrorStatus(new ConflictError('x'))).toBe(409);
    expect(domainErrorStatus(new TooLargeError('x'))).toBe(413);
  });
});

describe('getEmirate', () => {
  it('finds any key form and names the field of an unknown one', async () => {
    expect((await getEmirate(t.db.db, 'abu-dhabi', 'city')).name).toBe('Abu Dhabi');
    await expect(getEmirate(t.db.db, 'Atlantis', 'collectionName')).rejects.toThrow(
      new NotFoundError("collectionName: unknown emirate 'Atlantis'"),
    );
  });
});

describe('resolveArea', () => {
  it('refuses an unknown area or emirate as a ValidationError', async () => {
    expect((await resolveArea(t.db.db, 'Dubai Marina', 'dubai')).key).toBe('dubai_marina');
    await expect(resolveArea(t.db.db, 'atlantis', undefined)).rejects.toBeInstanceOf(ValidationError);
    await expect(resolveArea(t.db.db, 'Dubai Marina', 'Atlantis')).rejects.toThrow(
      /^emirate: unknown emirate/,
    );
  });
});

describe('insertArea', () => {
  it('concurrent inserts of one name: one wins, the others are ConflictErrors', async () => {
    const emirate = await getEmirate(t.db.db, 'dubai', 'city');
    const input = { name: 'Race Creek', discription: 'x', imageURL: '/x.jpg' };
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => insertArea(t.db.db, emirate, input)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(ConflictError);
      expect((r.reason as Error).message).toBe("name: Dubai already has an area called 'Race Creek'");
    }
  });
});
