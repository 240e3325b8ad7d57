/**
 * Applying update documents the way mongod does: replacement documents, operator updates (mingo, plus
 * $setOnInsert which mingo lacks), pipeline updates, and the document an upsert starts from.
 */
import { update as mingoUpdate, updateOne as mingoUpdateOne } from 'mingo';
import { CommandError } from './errors';
import { MINGO_OPTIONS } from './query';
import { cloneValue, isPlainObject, keyOf, newObjectId, type Doc } from './values';

/** Puts _id first, as mongod stores it. */
export function idFirst(doc: Doc): Doc {
  if (Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? newObjectId() : _id, ...rest };
}

function isOperatorUpdate(u: Doc): boolean {
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length && ops.length !== keys.length) {
    throw new CommandError('FailedToParse', 'Update document mixes operators and fields');
  }
  return ops.length > 0;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i] as string;
    if (!isPlainObject(cur[p])) cur[p] = {};
    cur = cur[p] as Doc;
  }
  cur[parts[parts.length - 1] as string] = value;
}

/** Equality fields of a filter, which seed an upserted document. */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((s) => isPlainObject(s) && visit(s));
      if (k.startsWith('$')) continue;
      if (isPlainObject(v)) {
        const keys = Object.keys(v);
        if (keys.length && keys.every((x) => x.startsWith('$'))) {
          if (keys.length === 1 && '$eq' in v) setPath(seed, k, cloneValue(v.$eq));
          continue;
        }
      }
      setPath(seed, k, cloneValue(v));
    }
  };
  visit(filter);
  return seed;
}

export interface UpdateOutcome {
  doc: Doc;
  modified: boolean;
}

/** Computes the new version of `old` (never mutating it). `inserting` enables $setOnInsert. */
export function applyUpdate(
  old: Doc,
  u: unknown,
  opts: { inserting?: boolean; arrayFilters?: Doc[] } = {},
): UpdateOutcome {
  let next: Doc;
  if (Array.isArray(u)) {
    const docs = [cloneValue(old)];
    mingoUpdateOne(docs, {}, u as never, { cloneMode: 'none' }, MINGO_OPTIONS);
    next = docs[0] as Doc;
  } else if (!isPlainObject(u)) {
    throw new CommandError('FailedToParse', 'Update argument must be either an object or an array');
  } else if (!isOperatorUpdate(u)) {
    if (u._id !== undefined && old._id !== undefined && keyOf(u._id) !== keyOf(old._id)) {
      throw new CommandError(
        'ImmutableField',
        "After applying the update, the (immutable) field '_id' was found to have been altered",
      );
    }
    next = idFirst({ ...cloneValue(u), _id: old._id ?? u._id });
  } else {
    const { $setOnInsert, ...modifier } = u;
    if ($setOnInsert !== undefined && !isPlainObject($setOnInsert)) {
      throw new CommandError(
        'FailedToParse',
        'Modifiers operate on fields but we found a non-object for $setOnInsert',
      );
    }
    if (opts.inserting && $setOnInsert) {
      modifier.$set = { ...(isPlainObject(modifier.$set) ? modifier.$set : {}), ...$setOnInsert };
    }
    next = cloneValue(old);
    if (Object.keys(modifier).length) {
      try {
        mingoUpdate(next, modifier as never, opts.arrayFilters, undefined, {
          cloneMode: 'copy',
          queryOptions: MINGO_OPTIONS,
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (/immutable field/i.test(message)) throw new CommandError('ImmutableField', message);
        throw new CommandError(/operator|unknown/i.test(message) ? 'FailedToParse' : 'BadValue', message);
      }
    }
  }
  if (old._id !== undefined && keyOf(next._id) !== keyOf(old._id)) {
    throw new CommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  return { doc: idFirst(next), modified: keyOf(next) !== keyOf(old) };
}
