import type { Language } from '@inclusion/forms';
import { errorAnswer, messageAnswer, signupRequest } from '@inclusion/forms';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors.js';
import { mailOutbox, users } from '../db/schema.js';
import { hashPassword } from '../lib/index.js';
import { accountExistsMail } from '../mail/account-exists.js';
import { mailOptionsOf } from '../mail-options.js';
import { queueMail } from '../outbox/queue.js';
import type { App, AppContext } from '../types.js';
import { nameTakenError } from './accounts.js';
import { refuseCommonPassword } from './common-passwords.js';
import { authMessages } from './messages.js';
import { sendVerificationLink } from './verify-routes.js';

/** Sign-up may tell an address's owner that someone tried it at most this often. */
const accountExistsMailEveryMs = 60 * 60 * 1000;

/**
 * Tells the owner of a taken address that someone tried to sign up with it, at most once an hour: the
 * form must not be a way to flood someone's inbox.
 */
async function mailOwner(context: AppContext, email: string, language: Language): Promise<void> {
  const now = context.now();
  const since = new Date(now.getTime() - accountExistsMailEveryMs);
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sent: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'account-exists'),
          eq(mailOutbox.recipient, email),
          gt(mailOutbox.createdAt, since),
        ),
      );
    if ((row?.sent ?? 0) > 0) return;
    const message = accountExistsMail(email, { ...mailOptionsOf(context.config), language });
    await queueMail(tx, { kind: 'account-exists', message, createdAt: now });
  });
  context.outbox.poke();
}

/**
 * POST /auth/signup answers the same for a new address and a taken one (same status, words and, as
 * both hash the password, about the same time), so it cannot be used to find who has an account. The
 * new address gets its confirmation link, the taken one a mail to its owner. No session comes back:
 * an address grants nothing until its owner proves it, and the new account signs in afterwards.
 * A taken user name is still refused: user names are public handles, chosen, not someone's address.
 */
export function signupRoute(app: App, context: AppContext): void {
  const { db } = context;
  const received = { success: true, message: authMessages.signupReceived } as const;

  app.post(
    '/auth/signup',
    { schema: { body: signupRequest, response: { 202: messageAnswer, 409: errorAnswer } } },
    async (request, reply) => {
      const { name, phoneNumber, password } = request.body;
      const email = request.body.email.toLowerCase();
      refuseCommonPassword(password);
      const [nameTaken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.name})`, name.toLowerCase()))
        .limit(1);
      if (nameTaken) throw nameTakenError();
      // Hashed whether or not the address is taken: the time taken must not tell which.
      const passwordHash = await hashPassword(password);
      const [emailTaken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1);
      if (emailTaken) {
        await mailOwner(context, email, request.language);
        return reply.code(202).send(received);
      }
      const now = context.now();
      const inserted = await db
        .insert(users)
        // Never an admin, whatever the body says: the schema drops unknown fields, and role is set here.
        .values({
          name,
          email,
          phone: phoneNumber,
          passwordHash,
          role: 'user',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id, email: users.email })
        .catch((error: unknown) => {
          // A signup at the same moment took the address or the name first.
          if (isUniqueViolation(error, 'users_email_lower_unique')) return 'email-taken' as const;
          if (isUniqueViolation(error, 'users_name_lower_unique')) throw nameTakenError();
          throw error;
        });
      if (inserted === 'email-taken') {
        await mailOwner(context, email, request.language);
        return reply.code(202).send(received);
      }
      const [account] = inserted;
      if (!account) throw new Error('The signup insert returned no row');
      // The account exists now: a failure here is logged, and the owner can ask for a new link by
      // signing in.
      await sendVerificationLink(context, account, request.language).catch((error: unknown) =>
        request.log.error({ err: error }, 'confirmation link not stored'),
      );
      return reply.code(202).send(received);
    },
  );
}
