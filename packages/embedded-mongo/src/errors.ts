/** Errors the server reports to clients in MongoDB's shape ({ ok: 0, errmsg, code, codeName }). */
import type { Doc } from './values';

export const ErrorCodes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  InternalError: 1,
  DuplicateKey: 11000,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: ErrorCodeName;
  readonly extra: Doc;
  constructor(codeName: ErrorCodeName, message: string, extra: Doc = {}) {
    super(message);
    this.codeName = codeName;
    this.code = ErrorCodes[codeName];
    this.extra = extra;
  }
  toReply(): Doc {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

/** A unique index refused a document; carries what MongoDB reports in writeErrors. */
export class DuplicateKeyError extends CommandError {
  constructor(ns: string, indexName: string, keyPattern: Doc, keyValue: Doc, keyText: string) {
    super(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: ${keyText}`,
      {
        keyPattern,
        keyValue,
      },
    );
  }
}

/** mingo throws plain Errors (all "code 2"); keep our own codes, report parse failures as FailedToParse. */
export function toCommandError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof SyntaxError || /\bparse\b/i.test(message))
    return new CommandError('FailedToParse', message);
  return new CommandError('BadValue', message);
}
