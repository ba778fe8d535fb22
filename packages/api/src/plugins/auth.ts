import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { apiMessages } from '@inclusion/forms';
import { authTokens, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { hashToken } from '../lib/index.js';
import { staffRoles, type StaffRole, type UserRole } from '@inclusion/forms';
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

/** A token's last use is written at most this often: a staff member's every call need not write. */
const lastUseResolutionMs = 60_000;

/**
 * The user a live token belongs to; null for anything else: a revoked or expired token, a disabled
 * account, or a staff or admin session unused for `STAFF_IDLE_HOURS` (its idle expiry). Marks the
 * token as used.
 */
export async function userOfToken({ db, now, config }: AppContext, token: string): Promise<AuthUser | null> {
  const at = now();
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      tokenCreatedAt: authTokens.createdAt,
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
        gt(authTokens.expiresAt, at),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { tokenId, lastUsedAt, tokenCreatedAt, emailVerifiedAt, ...user } = row;
  const role = row.role as UserRole;
  const lastUse = lastUsedAt ?? tokenCreatedAt;
  if (isStaffRole(role) && at.getTime() - lastUse.getTime() > config.staffIdleHours * 3_600_000) {
    return null;
  }
  if (at.getTime() - lastUse.getTime() >= lastUseResolutionMs || lastUsedAt === null) {
    await db.update(authTokens).set({ lastUsedAt: at }).where(eq(authTokens.id, tokenId));
  }
  return { ...user, role, emailVerified: emailVerifiedAt !== null };
}

/** Admins and staff: the foundation's people, who read and act on submissions. */
export const isStaffRole = (role: string): role is StaffRole =>
  (staffRoles as readonly string[]).includes(role);

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

/** A preHandler for managing staff: 401 without a live token, 403 for anyone who is not an admin. */
export const requireAdmin = (context: AppContext): preHandlerAsyncHookHandler =>
  requireRole(context, 'admin');

/** A preHandler for reading and acting on submissions: 401 without a live token, 403 unless staff or admin. */
export const requireStaff = (context: AppContext): preHandlerAsyncHookHandler =>
  requireRole(context, ...staffRoles);

export function installAuth(app: App): void {
  app.decorateRequest('user', null);
}
