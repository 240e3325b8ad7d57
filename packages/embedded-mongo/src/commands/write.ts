/** insert, update, delete and findAndModify. */
import { CommandError, toCommandError } from '../errors';
import { findDocs, projector } from '../query';
import { parseSort } from '../sort';
import { applyUpdate, idFirst, upsertSeed } from '../update-apply';
import type { Doc } from '../values';
import { collectionName, optionalDoc, type CommandContext, type CommandHandler } from './context';

function writeError(index: number, err: unknown): Doc {
  const e = toCommandError(err);
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}

function documentsOf(cmd: Doc, field: string): Doc[] {
  const list = cmd[field];
  if (!Array.isArray(list))
    throw new CommandError('FailedToParse', `BSON field '${field}' is missing or not an array`);
  return list as Doc[];
}

/** Replies with write errors, after the journal has the effects of what succeeded. */
async function finish(ctx: CommandContext, reply: Doc, writeErrors: Doc[]): Promise<Doc> {
  await ctx.engine.commit();
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return { ...reply, ok: 1 };
}

/**
 * Runs `apply` on each statement of a batch in order. A statement that throws becomes a write error
 * and does nothing; an ordered batch (the default) stops there, an unordered one goes on.
 */
function applyEach(cmd: Doc, statements: Doc[], apply: (statement: Doc, index: number) => void): Doc[] {
  const ordered = cmd.ordered !== false;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < statements.length; i++) {
    try {
      apply(statements[i] as Doc, i);
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return writeErrors;
}

export const insert: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'insert');
  const docs = documentsOf(cmd, 'documents');
  const coll = ctx.engine.ensureCollection(ctx.db, name);
  let n = 0;
  const writeErrors = applyEach(cmd, docs, (doc) => {
    ctx.engine.insert(coll, idFirst(doc));
    n++;
  });
  return finish(ctx, { n }, writeErrors);
};

export const update: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'update');
  const statements = documentsOf(cmd, 'updates');
  const coll = ctx.engine.ensureCollection(ctx.db, name);
  const upserted: Doc[] = [];
  let n = 0;
  let nModified = 0;
  const writeErrors = applyEach(cmd, statements, (s, i) => {
    const q = optionalDoc(s.q, 'q') ?? {};
    const arrayFilters = Array.isArray(s.arrayFilters) ? (s.arrayFilters as Doc[]) : undefined;
    const matches = findDocs(coll, q, { limit: s.multi === true ? 0 : 1, sort: parseSort(s.sort) });
    if (matches.length === 0 && s.upsert === true) {
      const { doc } = applyUpdate(upsertSeed(q), s.u, { inserting: true, arrayFilters });
      const created = idFirst(doc);
      ctx.engine.insert(coll, created);
      upserted.push({ index: i, _id: created._id });
      n++;
      return;
    }
    for (const old of matches) {
      const { doc, modified } = applyUpdate(old, s.u, { arrayFilters });
      n++;
      if (!modified) continue;
      ctx.engine.replace(coll, old, doc);
      nModified++;
    }
  });
  const reply: Doc = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  return finish(ctx, reply, writeErrors);
};

export const remove: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'delete');
  const statements = documentsOf(cmd, 'deletes');
  const coll = ctx.engine.collection(ctx.db, name);
  // No such collection: nothing to delete, and no statement is even read.
  if (!coll) return finish(ctx, { n: 0 }, []);
  let n = 0;
  const writeErrors = applyEach(cmd, statements, (s) => {
    const limit = Number(s.limit ?? 0) === 1 ? 1 : 0;
    for (const doc of findDocs(coll, optionalDoc(s.q, 'q') ?? {}, { limit })) {
      ctx.engine.remove(coll, doc);
      n++;
    }
  });
  return finish(ctx, { n }, writeErrors);
};

export const findAndModify: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, Object.keys(cmd)[0] as string);
  const query = optionalDoc(cmd.query, 'query') ?? {};
  const project = projector(cmd.fields);
  const shape = (d: Doc | null): Doc | null => (d && project ? (project([d])[0] as Doc) : d);
  const remove = cmd.remove === true;
  if (remove && cmd.update !== undefined)
    throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && cmd.update === undefined)
    throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
  const arrayFilters = Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Doc[]) : undefined;
  const coll = remove ? ctx.engine.collection(ctx.db, name) : ctx.engine.ensureCollection(ctx.db, name);
  const [old] = coll ? findDocs(coll, query, { sort: parseSort(cmd.sort), limit: 1 }) : [];
  let value: Doc | null = null;
  let lastErrorObject: Doc;
  if (remove) {
    if (old && coll) ctx.engine.remove(coll, old);
    lastErrorObject = { n: old ? 1 : 0 };
    value = old ?? null;
  } else if (old && coll) {
    const { doc, modified } = applyUpdate(old, cmd.update, { arrayFilters });
    if (modified) ctx.engine.replace(coll, old, doc);
    lastErrorObject = { n: 1, updatedExisting: true };
    value = cmd.new === true ? doc : old;
  } else if (cmd.upsert === true && coll) {
    const created = idFirst(
      applyUpdate(upsertSeed(query), cmd.update, { inserting: true, arrayFilters }).doc,
    );
    ctx.engine.insert(coll, created);
    lastErrorObject = { n: 1, updatedExisting: false, upserted: created._id };
    value = cmd.new === true ? created : null;
  } else {
    lastErrorObject = { n: 0, updatedExisting: false };
  }
  await ctx.engine.commit();
  return { lastErrorObject, value: shape(value), ok: 1 };
};
