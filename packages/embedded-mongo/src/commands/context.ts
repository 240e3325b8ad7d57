import type { CursorRegistry } from '../cursors';
import type { Engine } from '../engine';
import { CommandError } from '../errors';
import { toNumber, type Doc } from '../values';

export interface CommandContext {
  engine: Engine;
  cursors: CursorRegistry;
  /** The command's database ($db). */
  db: string;
  connectionId: number;
  startedAt: number;
  /** Number of open client connections. */
  connections: () => number;
}

/** What a command answers: a document, or a pre-encoded BSON reply (cursor batches). */
export type Reply = Doc | Uint8Array;
export type CommandHandler = (cmd: Doc, ctx: CommandContext) => Reply | Promise<Reply>;

/** The collection name a command targets (its first field's value). */
export function collectionName(cmd: Doc, field: string): string {
  const name = cmd[field];
  if (typeof name !== 'string' || !name) {
    throw new CommandError('InvalidNamespace', `collection name has invalid type ${typeof name}`);
  }
  return name;
}

export function optionalNumber(v: unknown, name: string): number | undefined {
  if (v === undefined || v === null) return undefined;
  const n = toNumber(v);
  if (Number.isNaN(n)) throw new CommandError('TypeMismatch', `Field '${name}' must be numeric`);
  return n;
}

export function optionalDoc(v: unknown, name: string): Doc | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v))
    throw new CommandError('TypeMismatch', `Field '${name}' must be an object`);
  return v as Doc;
}
