import type { AppModule } from '../types.js';
import { installAuth } from './auth.js';
import { installIdempotency } from './idempotency.js';
import { installOpenApi } from './openapi.js';
import { installRateLimit } from './rate-limit.js';
import { installRequestGuards } from './request-guards.js';

/**
 * Plugins that run before every route, in this order, after error handling and the security
 * headers (app.ts). Rate limits and idempotency go here.
 */
export const plugins: readonly AppModule[] = [
  installRequestGuards,
  installAuth,
  installOpenApi,
  installRateLimit,
  installIdempotency,
];
