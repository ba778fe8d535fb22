import type { FastifyServerOptions } from 'fastify';

/** Path segments and query parameters that carry a secret (unsubscribe and reset links). */
const secretAfterSegment = /\/(unsubscribe|reset-password|verify)\/[^/?#]+/gi;
const secretParameter = /([?&](?:token|key|password)=)[^&#]*/gi;

/** The URL as it may be logged: tokens replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(secretAfterSegment, '/$1/[redacted]').replace(secretParameter, '$1[redacted]');
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
    },
  };
}
