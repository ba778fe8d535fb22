import { forgotPasswordSchema, messageAnswer, passwordResetRequest } from '@inclusion/forms';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import { passwordResets, users } from '../db/schema.js';
import { invalid } from '../http-error.js';
import { createToken, hashPassword, hashToken, resetTokenExpiry } from '../lib/index.js';
import { passwordResetMail } from '../mail/password-reset.js';
import { mailOptionsOf } from '../mail-options.js';
import { queueMail } from '../outbox/queue.js';
import type { App, AppContext } from '../types.js';
import { revokeSessions } from './account-changes.js';
import { findAccount } from './accounts.js';
import { refuseCommonPassword } from './common-passwords.js';
import { knownDeviceSetCookie } from './known-device.js';
import { authMessages } from './messages.js';

/** Reset mails one account may be sent within an hour, so the form cannot be used to flood an inbox. */
export const resetMailsPerHour = 3;

async function mayMailReset(db: AppContext['db'], userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ sent: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        gt(passwordResets.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  return (row?.sent ?? 0) < resetMailsPerHour;
}

/** POST /auth/forgot-password mails a single-use link valid for an hour; /auth/reset-password uses it. */
export function passwordResetRoutes(app: App, context: AppContext): void {
  const { db, config } = context;

  // The same answer whether or not the address has an account: it must not tell which addresses do.
  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordSchema, response: { 200: messageAnswer } } },
    async (request) => {
      const account = await findAccount(db, request.body.email);
      if (account && (await mayMailReset(db, account.id, context.now()))) {
        const now = context.now();
        const { token, hash } = createToken();
        // The mail and its page in the language of the request that asked for them.
        const { language } = request;
        const page = language === 'hi' ? '/hi/reset-password' : '/reset-password';
        const link = `${config.publicUrl}${page}?token=${encodeURIComponent(token)}`;
        const message = passwordResetMail(account.email, link, { ...mailOptionsOf(config), language });
        // The link and its mail are stored together: one is never kept without the other.
        await db.transaction(async (tx) => {
          await tx.insert(passwordResets).values({
            tokenHash: hash,
            userId: account.id,
            expiresAt: resetTokenExpiry(now),
            createdAt: now,
          });
          await queueMail(tx, { kind: 'password-reset', message, createdAt: now });
        });
        context.outbox.poke();
      }
      return { success: true, message: authMessages.resetRequested };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: passwordResetRequest, response: { 200: messageAnswer } } },
    async (request, reply) => {
      // Before the link is looked at: a refused password leaves the link as it was.
      refuseCommonPassword(request.body.password);
      const tokenHash = hashToken(request.body.token);
      const now = context.now();
      const live = and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      );
      const [found] = await db.select({ id: passwordResets.id }).from(passwordResets).where(live).limit(1);
      if (!found) throw invalid('token', authMessages.resetInvalid);
      const passwordHash = await hashPassword(request.body.password);

      const changed = await db.transaction(async (tx) => {
        // Claiming the link and using it in one step: of two requests with one link, one wins.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(live)
          .returning({ id: passwordResets.id, userId: passwordResets.userId });
        if (!claimed) return undefined;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId));
        // Whoever knew the old password is signed out, and older links of the account stop working.
        await revokeSessions(tx, claimed.userId, now);
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.userId, claimed.userId),
              isNull(passwordResets.usedAt),
              ne(passwordResets.id, claimed.id),
            ),
          );
        return claimed.userId;
      });
      if (!changed) throw invalid('token', authMessages.resetInvalid);
      // The mailed link proved the owner: this browser passes the account-wide sign-in limit.
      reply.header('set-cookie', knownDeviceSetCookie(request, { id: changed, passwordHash }));
      return { success: true, message: authMessages.passwordChanged };
    },
  );
}
