/** Handshake and server information commands. */
import type { Doc } from '../values';
import type { CommandContext, CommandHandler } from './context';

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
const VERSION = '7.0.0';

/** hello / isMaster. Never reports topologyVersion: that would switch the driver to streaming monitoring. */
export function helloReply(ctx: CommandContext, legacy: boolean): Doc {
  const reply: Doc = {
    helloOk: true,
    isWritablePrimary: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
  if (legacy) reply.ismaster = true;
  return reply;
}

export const hello: CommandHandler = (_cmd, ctx) => helloReply(ctx, false);
export const isMaster: CommandHandler = (_cmd, ctx) => helloReply(ctx, true);

export const ping: CommandHandler = () => ({ ok: 1 });

export const buildInfo: CommandHandler = () => ({
  version: VERSION,
  gitVersion: 'embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded-journal'],
  modules: [],
  ok: 1,
});

export const getParameter: CommandHandler = (cmd) => {
  const reply: Doc = { ok: 1 };
  if (cmd.featureCompatibilityVersion !== undefined || cmd.getParameter === '*') {
    reply.featureCompatibilityVersion = { version: '7.0' };
  }
  return reply;
};

export const serverStatus: CommandHandler = (_cmd, ctx) => ({
  host: 'embedded',
  version: VERSION,
  process: 'mongod',
  pid: process.pid,
  uptime: Math.floor((Date.now() - ctx.startedAt) / 1000),
  localTime: new Date(),
  connections: { current: ctx.connections(), available: 1000 },
  ok: 1,
});

export const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

export const whatsmyuri: CommandHandler = () => ({ you: '127.0.0.1', ok: 1 });
export const acknowledge: CommandHandler = () => ({ ok: 1 });
