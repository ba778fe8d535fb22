import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { apiMessages } from '../api-messages.js';
import { authTokens, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { hashToken } from '../lib/index.js';
import type { UserRole } from '../statuses.js';
import type { App, AppContext } from '../types.js';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  /** The owner proved the address (followed the link mailed to it): only then does it match records. */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once a preHandler of this module has run; null otherwise. */
    user: AuthUser | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The user a live token (not revoked, not expired) belongs to; null for anything else. */
export async function userOfToken({ db, now }: AppContext, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { emailVerifiedAt, ...user } = row;
  return { ...user, role: row.role as UserRole, emailVerified: emailVerifiedAt !== null };
}

async function signedIn(context: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  const user = token ? await userOfToken(context, token) : null;
  if (!user) throw new HttpError(401, apiMessages.authRequired);
  request.user = user;
  return user;
}

/** A preHandler: 401 without a live token. */
export const requireUser =
  (context: AppContext): preHandlerAsyncHookHandler =>
  async (request) => {
    await signedIn(context, request);
  };

/** A preHandler: 401 without a live token, 403 for a user whose role is none of `roles`. */
export const requireRole =
  (context: AppContext, ...roles: UserRole[]): preHandlerAsyncHookHandler =>
  async (request) => {
    const user = await signedIn(context, request);
    if (!roles.includes(user.role)) throw new HttpError(403, apiMessages.accessDenied);
  };

/** A preHandler for staff operations: 401 without a live token, 403 for a user who is not an admin. */
export const requireAdmin = (context: AppContext): preHandlerAsyncHookHandler =>
  requireRole(context, 'admin');

export function installAuth(app: App): void {
  app.decorateRequest('user', null);
}
