/**
 * Failures as exceptions: the data layer throws domain errors (it knows nothing of HTTP), the edge
 * may throw `httpError`; the one error handler in app.ts turns both into `{ msg }` with a status.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CSRF_REFUSAL_MSG } from '@manzil/contract';
import {
  MongoClientClosedError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoOperationTimeoutError,
  MongoNetworkTimeoutError,
} from 'mongodb';

/** A rule of the domain was broken; the message is safe to show to the client. */
export abstract class DomainError extends Error {}
/** The thing asked for does not exist (404). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}
/** The input breaks a rule a schema cannot check (400). */
export class ValidationError extends DomainError {
  override name = 'ValidationError';
}
/** The input clashes with what is stored (409). */
export class ConflictError extends DomainError {
  override name = 'ConflictError';
}

/** The seat may not do this (403): an agent's seat outside its own listings and leads. */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
}

/** The input is bigger than the domain allows (413). */
export class TooLargeError extends DomainError {
  override name = 'TooLargeError';
}

/** The status each domain error is answered with. */
export const domainErrorStatus = (err: DomainError): 400 | 403 | 404 | 409 | 413 =>
  err instanceof ForbiddenError
    ? 403
    : err instanceof NotFoundError
      ? 404
      : err instanceof ConflictError
        ? 409
        : err instanceof TooLargeError
          ? 413
          : 400;

export const httpError = (status: ContentfulStatusCode, msg: string): HTTPException =>
  new HTTPException(status, { message: msg });

export const MSG = {
  unavailable: 'Service temporarily unavailable',
  malformedJson: 'Malformed JSON body',
  tooLarge: 'Request body is too large',
  tooManyRequests: 'Too many requests, please try again later.',
  csrf: CSRF_REFUSAL_MSG,
  authRequired: 'Authentication required',
  badToken: 'Invalid or expired token',
  managersOnly: 'Only the owner or an admin can do this',
  ownerOnly: 'Only the owner can do this',
  notYourListing: "This listing is another agent's",
  notYourLead: "This lead is another agent's",
  badLogin: 'Invalid username or password',
  forgotSent: 'If that e-mail belongs to an admin, a reset link has been sent',
  badResetToken: 'This reset link is invalid or has expired',
  propertyNotFound: 'Property not found',
  agentNotFound: 'Agent not found',
  permitNotFound: 'This listing has no Dubai advertising permit',
} as const;

/** Errors that mean "the database cannot be reached right now" (answered 503, never 500). */
/** Socket errors the driver lets through unwrapped (a Unix socket whose server went away: EPIPE). */
const CONNECTION_LOST = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ENOENT']);
const isConnectionLost = (err: unknown): boolean =>
  err instanceof Error &&
  typeof (err as NodeJS.ErrnoException).syscall === 'string' &&
  CONNECTION_LOST.has((err as NodeJS.ErrnoException).code ?? '');

export function isDatabaseUnavailable(err: unknown): boolean {
  return (
    isConnectionLost(err) ||
    err instanceof MongoNetworkError ||
    // Shutting down: requests still in flight get a 503, not a 500.
    err instanceof MongoClientClosedError ||
    err instanceof MongoNetworkTimeoutError ||
    err instanceof MongoServerSelectionError ||
    err instanceof MongoTopologyClosedError ||
    err instanceof MongoNotConnectedError ||
    err instanceof MongoOperationTimeoutError
  );
}

/** Duplicate key on a unique index. */
export const isDuplicateKey = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;

/** A unique index on `field` (named `<field>_unique`, or `_id`) refused a write. */
export const isDuplicateKeyOn = (err: unknown, field: string): boolean =>
  isDuplicateKey(err) &&
  (Object.hasOwn((err as { keyPattern?: object }).keyPattern ?? {}, field) ||
    String((err as { message?: unknown }).message).includes(
      `index: ${field === '_id' ? '_id_' : `${field}_unique`} `,
    ));
