/** Command dispatch: routing by name, transaction refusal, and turning every failure into { ok: 0 }. */
import { CommandError, toCommandError } from '../errors';
import type { Doc } from '../values';
import * as admin from './admin';
import type { CommandContext, CommandHandler, Reply } from './context';
import * as ddl from './ddl';
import * as read from './read';
import * as write from './write';
import { writeGate } from './write-gate';

const HANDLERS: Record<string, CommandHandler> = {
  hello: admin.hello,
  isMaster: admin.isMaster,
  ismaster: admin.isMaster,
  ping: admin.ping,
  buildInfo: admin.buildInfo,
  buildinfo: admin.buildInfo,
  getParameter: admin.getParameter,
  serverStatus: admin.serverStatus,
  connectionStatus: admin.connectionStatus,
  whatsmyuri: admin.whatsmyuri,
  endSessions: admin.acknowledge,
  refreshSessions: admin.acknowledge,
  killAllSessions: admin.acknowledge,
  insert: write.insert,
  update: write.update,
  delete: write.remove,
  findAndModify: write.findAndModify,
  findandmodify: write.findAndModify,
  find: read.find,
  getMore: read.getMore,
  killCursors: read.killCursors,
  count: read.count,
  distinct: read.distinct,
  aggregate: read.aggregate,
  createIndexes: ddl.createIndexes,
  listIndexes: ddl.listIndexes,
  dropIndexes: ddl.dropIndexes,
  deleteIndexes: ddl.dropIndexes,
  create: ddl.create,
  drop: ddl.drop,
  dropDatabase: ddl.dropDatabase,
  listCollections: ddl.listCollections,
  listDatabases: ddl.listDatabases,
  collStats: ddl.collStats,
  dbStats: ddl.dbStats,
  fsync: (cmd, ctx) => writeGate(ctx.engine).lock(cmd, ctx.connectionId),
  fsyncUnlock: (_cmd, ctx) => writeGate(ctx.engine).unlock(ctx.connectionId),
};

/** Commands that change data: they wait while a client holds the fsync lock (a backup's reads). */
const WRITES = new Set([
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'createIndexes',
  'dropIndexes',
  'deleteIndexes',
  'create',
  'drop',
  'dropDatabase',
]);

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

function refuseTransactions(name: string, cmd: Doc): void {
  if (TRANSACTION_COMMANDS.has(name) || cmd.txnNumber !== undefined || cmd.startTransaction !== undefined) {
    throw new CommandError(
      'IllegalOperation',
      'Transaction numbers are only allowed on a replica set member or mongos',
    );
  }
}

/** Runs one command; never throws (errors become MongoDB error replies). */
export async function runCommand(cmd: Doc, ctx: CommandContext): Promise<Reply> {
  const name = Object.keys(cmd)[0] ?? '';
  try {
    refuseTransactions(name, cmd);
    const handler = Object.prototype.hasOwnProperty.call(HANDLERS, name) ? HANDLERS[name] : undefined;
    if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
    if (WRITES.has(name)) await writeGate(ctx.engine).pass();
    return await handler(cmd, ctx);
  } catch (err) {
    // Make whatever a failed command already changed durable before answering.
    await ctx.engine.commit().catch(() => undefined);
    return toCommandError(err).toReply();
  }
}
