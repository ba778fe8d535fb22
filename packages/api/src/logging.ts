import type { FastifyServerOptions } from 'fastify';
import { databaseErrorOf } from './db/errors.js';

/**
 * Path segments and query parameters that carry a secret or personal data: unsubscribe, reset and
 * confirmation tokens, registration references (which grant access), e-mail addresses and mobile
 * numbers, and the staff lists' and exports' searches (a name, an address). Our own calls never put
 * an address or a number in a URL (the person calls are POSTs); this catches a client that does.
 */
const secretSegments = new Set(['unsubscribe', 'reset-password', 'verify', 'reference']);
const secretParameters = new Set([
  'token',
  'key',
  'password',
  'reference',
  'email',
  'mobile',
  'phone',
  'search',
  'q',
]);

/**
 * A name as the server reads it: the router and the query parser decode `%65mail` to `email`, so
 * the check must too. A malformed escape is compared as written (the server cannot read it either).
 */
function nameOf(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL as it may be logged: tokens, references and addresses replaced by [redacted]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) =>
      index > 0 && secretSegments.has(nameOf(segments[index - 1] ?? '')) ? '[redacted]' : segment,
    )
    .join('/');
  if (queryStart === -1) return redactedPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return secretParameters.has(nameOf(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * An error as it may be logged. A database error keeps its code, constraint and table only: its
 * message, detail and drizzle's wrapper hold the query's values (a person's name, e-mail, mobile,
 * message: "Failing row contains (...)", "params: ..."). Other errors keep their name, message,
 * code and stack.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const database = databaseErrorOf(error);
  if (database) {
    const code = textOf(database.code);
    return {
      type: 'DatabaseError',
      message: `database error ${code ?? ''}`.trim(),
      code,
      constraint: textOf(database.constraint),
      table: textOf(database.table),
      stack: framesOf(error.stack),
    };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** Pino options for the server: request lines without secrets (headers are never logged). */
export function loggerOptions(level = 'info'): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: (error: unknown) => serializeError(error),
    },
  };
}
