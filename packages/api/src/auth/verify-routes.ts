import type { Language } from '@inclusion/forms';
import { apiMessages, errorAnswer, messageAnswer, verifyEmailSchema } from '@inclusion/forms';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailVerifications, users } from '../db/schema.js';
import { HttpError, invalid } from '../http-error.js';
import { createToken, hashToken, verificationTokenExpiry } from '../lib/index.js';
import { emailVerificationMail } from '../mail/email-verification.js';
import { mailOptionsOf } from '../mail-options.js';
import { queueMail } from '../outbox/queue.js';
import { requireUser } from '../plugins/auth.js';
import type { App, AppContext } from '../types.js';
import { authMessages } from './messages.js';

/** Confirmation links one account may be mailed: a form cannot be used to flood someone's inbox. */
export const verificationMailLimits = [
  { count: 3, windowMs: 60 * 60 * 1000 },
  { count: 10, windowMs: 24 * 60 * 60 * 1000 },
] as const;

/** Seconds until the account may be mailed another link; 0 when it may now. */
async function verificationWait(db: AppContext['db'], userId: string, now: Date): Promise<number> {
  let wait = 0;
  for (const { count: limit, windowMs } of verificationMailLimits) {
    const since = new Date(now.getTime() - windowMs);
    const [row] = await db
      .select({ sent: count(), oldest: sql<string | Date | null>`min(${emailVerifications.createdAt})` })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, since)));
    if ((row?.sent ?? 0) < limit) continue;
    // Not exact when more than `limit` fell in the window, and never too early: the oldest leaves first.
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    wait = Math.max(wait, Math.ceil((oldest + windowMs - now.getTime()) / 1000), 1);
  }
  return wait;
}

/**
 * Stores a new single-use link for the account's address (its hash only) and queues its mail in the
 * same transaction, so one is never kept without the other; the outbox sends it.
 */
export async function sendVerificationLink(
  context: AppContext,
  account: { id: string; email: string },
  language: Language = 'en',
): Promise<void> {
  const now = context.now();
  const { token, hash } = createToken();
  // The mail and its page in the language of the request that asked for them.
  const page = language === 'hi' ? '/hi/verify-email' : '/verify-email';
  const link = `${context.config.publicUrl}${page}?token=${encodeURIComponent(token)}`;
  const message = emailVerificationMail(account.email, link, { ...mailOptionsOf(context.config), language });
  await context.db.transaction(async (tx) => {
    await tx.insert(emailVerifications).values({
      tokenHash: hash,
      userId: account.id,
      email: account.email.toLowerCase(),
      expiresAt: verificationTokenExpiry(now),
      createdAt: now,
    });
    await queueMail(tx, { kind: 'email-verification', message, createdAt: now });
  });
  context.outbox.poke();
}

/**
 * POST /auth/verify-email proves an address with the token of the mailed link (anyone holding it:
 * the link may be opened on another device). POST /auth/resend-verification mails a new link to the
 * signed-in account's address.
 */
export function emailVerificationRoutes(app: App, context: AppContext): void {
  const { db } = context;

  app.post(
    '/auth/verify-email',
    { schema: { body: verifyEmailSchema, response: { 200: messageAnswer } } },
    async (request) => {
      const now = context.now();
      const [link] = await db
        .select({
          id: emailVerifications.id,
          userId: emailVerifications.userId,
          email: emailVerifications.email,
          usedAt: emailVerifications.usedAt,
          expiresAt: emailVerifications.expiresAt,
          accountEmail: users.email,
          verifiedAt: users.emailVerifiedAt,
        })
        .from(emailVerifications)
        .innerJoin(users, eq(users.id, emailVerifications.userId))
        .where(eq(emailVerifications.tokenHash, hashToken(request.body.token)))
        .limit(1);
      // A link proves the address it was mailed to, and only while the account still has that address.
      const sameAddress = link !== undefined && link.email === link.accountEmail.toLowerCase();
      if (!link || !sameAddress) throw invalid('token', authMessages.verifyInvalid);
      // Opened twice (a second click, a mail client's preview): it proves nothing more, and says so.
      if (link.usedAt !== null) {
        if (link.verifiedAt !== null) return { success: true, message: authMessages.emailAlreadyConfirmed };
        throw invalid('token', authMessages.verifyInvalid);
      }
      if (link.expiresAt.getTime() <= now.getTime()) throw invalid('token', authMessages.verifyInvalid);

      const confirmed = await db.transaction(async (tx) => {
        // Claiming the link and using it in one step: of two requests with one link, one wins.
        const [claimed] = await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.id, link.id), isNull(emailVerifications.usedAt)))
          .returning({ id: emailVerifications.id });
        if (!claimed) return false;
        await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(
            and(
              eq(users.id, link.userId),
              isNull(users.emailVerifiedAt),
              sql`lower(${users.email}) = ${link.email}`,
            ),
          );
        // The other links of the account have nothing left to prove.
        await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.userId, link.userId), isNull(emailVerifications.usedAt)));
        return true;
      });
      if (!confirmed) return { success: true, message: authMessages.emailAlreadyConfirmed };
      return { success: true, message: authMessages.emailConfirmed };
    },
  );

  // The signed-in owner asks about their own account: the answer tells them what happened.
  app.post(
    '/auth/resend-verification',
    { preHandler: requireUser(context), schema: { response: { 200: messageAnswer, 429: errorAnswer } } },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new HttpError(401, apiMessages.authRequired);
      if (user.emailVerified) return { success: true, message: authMessages.emailAlreadyConfirmed };
      const wait = await verificationWait(db, user.id, context.now());
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ success: false, message: authMessages.verificationCapped });
      }
      await sendVerificationLink(context, user, request.language);
      return { success: true, message: authMessages.verificationSent };
    },
  );
}
