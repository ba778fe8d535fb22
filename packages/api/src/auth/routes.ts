import {
  apiMessages,
  currentSessionAnswer,
  errorAnswer,
  loginRequest,
  messageAnswer,
  sessionAnswer as sessionAnswerSchema,
} from '@inclusion/forms';
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { authTokens } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { hashToken, verifyAgainstDummy, verifyPassword } from '../lib/index.js';
import { bearerToken, requireUser } from '../plugins/auth.js';
import type { App, AppContext } from '../types.js';
import { findAccount, issueToken, sessionAnswer } from './accounts.js';
import { revokeSessions } from './account-changes.js';
import { isKnownDevice, knownDeviceSetCookie } from './known-device.js';
import { createLoginLimiter } from './login-limiter.js';
import { passwordResetRoutes } from './reset-routes.js';
import { authMessages } from './messages.js';
import { signupRoute } from './signup.js';
import { emailVerificationRoutes } from './verify-routes.js';

/** Signup, signin and signout, and the password reset calls (reset-routes.ts). */
export function authRoutes(app: App, context: AppContext): void {
  const { db } = context;
  const limiter = createLoginLimiter(db);

  signupRoute(app, context);

  app.post(
    '/auth/login',
    {
      schema: {
        body: loginRequest,
        response: { 200: sessionAnswerSchema, 401: errorAnswer, 403: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const { email: identifier, password } = request.body;
      const now = context.now();
      const account = await findAccount(db, identifier);
      // An account named by its e-mail address or by its user name is one account to the limit.
      const key = account ? `account:${account.id}` : `unknown:${identifier.toLowerCase()}`;
      // An IPv6 client by its /64, as the general rate limit does: it may hold many addresses.
      const address = normalizeIP(request.ip);
      // Counted before the check, so a burst of parallel guesses cannot all slip under the limit.
      const knownDevice = account ? isKnownDevice(request, account) : false;
      const wait = await limiter.attempt(key, address, now, knownDevice);
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ success: false, message: authMessages.tooManyAttempts });
      }
      const valid = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!account || !valid) throw new HttpError(401, authMessages.invalidCredentials);
      await limiter.succeeded(key, address, now);
      // Said only to whoever knows the password: a disabled account cannot sign in.
      if (account.disabledAt) throw new HttpError(403, authMessages.accountDisabled);
      reply.header('set-cookie', knownDeviceSetCookie(request, account));
      return sessionAnswer(authMessages.signedIn, account, await issueToken(db, account.id, now));
    },
  );

  // The site asks this once per page load, so a token that expired or was revoked ends the session.
  app.get(
    '/auth/session',
    { preHandler: requireUser(context), schema: { response: { 200: currentSessionAnswer } } },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpError(401, apiMessages.authRequired);
      return {
        success: true,
        message: authMessages.sessionActive,
        data: {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          emailVerified: user.emailVerified,
        },
      };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { response: { 200: messageAnswer, 401: errorAnswer } } },
    async (request) => {
      const token = bearerToken(request);
      const now = context.now();
      const revoked = token
        ? await db
            .update(authTokens)
            .set({ revokedAt: now })
            .where(
              and(
                eq(authTokens.tokenHash, hashToken(token)),
                isNull(authTokens.revokedAt),
                gt(authTokens.expiresAt, now),
              ),
            )
            .returning({ id: authTokens.id })
        : [];
      if (revoked.length === 0) throw new HttpError(401, apiMessages.authRequired);
      return { success: true, message: authMessages.signedOut };
    },
  );

  // Every session of the caller ends, this one included: a lost phone, a shared computer.
  app.post(
    '/auth/logout-everywhere',
    { onRequest: requireUser(context), schema: { response: { 200: messageAnswer } } },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpError(401, apiMessages.authRequired);
      await revokeSessions(db, user.id, context.now());
      return { success: true, message: authMessages.signedOutEverywhere };
    },
  );

  passwordResetRoutes(app, context);
  emailVerificationRoutes(app, context);
}
