import {
  apiMessages,
  errorAnswer,
  listPageAnswer,
  listQuerySchemaOf,
  messageAnswer,
  newsletterSchema,
  newsletterTokenParams,
  unsubscribeParams,
  type ListQuery,
} from '@inclusion/forms';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppTypeProvider } from '../types.js';
import { newsletterSubscribers } from '../db/schema.js';
import { createToken, hashToken } from '../lib/index.js';
import { confirmationMail } from '../mail/index.js';
import { newsletterAlreadySubscribedMail, newsletterConfirmationMail } from '../mail/newsletter.js';
import { mailOptionsOf } from '../mail-options.js';
import { queueMail, takeDailyMail } from '../outbox/queue.js';
import { requireStaff } from '../plugins/auth.js';
import { staffRateLimit } from '../plugins/rate-limit.js';
import { isUuid } from '../submissions/routes.js';
import { listPage } from '../submissions/list.js';
import { page, pageOrJson, plainText } from './content-types.js';
import { newsletterListSource } from '../submissions/sources.js';
import type { App, AppContext } from '../types.js';
import { newsletterPage } from './newsletter-page.js';

/** How long the link of a confirmation mail works. */
export const confirmLinkTtlMs = 7 * 24 * 60 * 60 * 1000;

export async function newsletterRoutes(app: App, context: AppContext): Promise<void> {
  const { db, config } = context;
  const mailOptions = mailOptionsOf(config);

  /**
   * Double opt-in: a new address, or one that had unsubscribed, becomes `pending` and is mailed a
   * single-use link; it receives nothing else until that link is followed. One row per address. The
   * answer is the same whether or not the address is on the list (it never tells), and an address
   * already subscribed is mailed that nothing changed, so the answer's 'we have sent you an e-mail'
   * holds for it too.
   */
  app.post(
    '/newsletter/subscribe',
    { schema: { body: newsletterSchema, response: { 200: messageAnswer } } },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const now = context.now();
      const { token, hash } = createToken();
      // The language of the latest form sent: its mails, and the welcome after the link, are in it.
      const { language } = request;
      const confirm = {
        confirmTokenHash: hash,
        confirmExpiresAt: new Date(now.getTime() + confirmLinkTtlMs),
        language,
      };
      const mailIn = { ...mailOptions, language };
      const mailed = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(newsletterSubscribers)
          .values({
            email,
            unsubscribeToken: createToken().token,
            status: 'pending',
            ...confirm,
            subscribedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: newsletterSubscribers.email })
          .returning({ id: newsletterSubscribers.id });
        // A pending address gets a fresh link (the old one stops working); an unsubscribed one waits again.
        const [waiting] = created
          ? []
          : await tx
              .update(newsletterSubscribers)
              .set({ status: 'pending', ...confirm, updatedAt: now })
              .where(
                and(
                  eq(newsletterSubscribers.email, email),
                  inArray(newsletterSubscribers.status, ['pending', 'unsubscribed']),
                ),
              )
              .returning({ id: newsletterSubscribers.id });
        const subscriber = created ?? waiting;
        // An active subscriber gets the answer a new one would get, so nobody learns who reads us; and,
        // as that answer says a mail was sent, a mail saying nothing changed, under the same daily cap.
        if (!subscriber) {
          if (!(await takeDailyMail(tx, email, config.mailConfirmationsPerDay))) return false;
          const [active] = await tx
            .select({ id: newsletterSubscribers.id, token: newsletterSubscribers.unsubscribeToken })
            .from(newsletterSubscribers)
            .where(eq(newsletterSubscribers.email, email))
            .limit(1);
          if (!active) throw new Error('The subscribed address has no row');
          const unsubscribeUrl = `${config.publicUrl}/api/newsletter/unsubscribe/${encodeURIComponent(active.token)}`;
          await queueMail(tx, {
            kind: 'newsletter-already-subscribed',
            message: newsletterAlreadySubscribedMail(email, unsubscribeUrl, mailIn),
            submission: { kind: 'newsletter', id: active.id },
            createdAt: now,
            capCounted: true,
          });
          return true;
        }
        // Counted against the address's daily cap as it is queued, so the answer never claims a mail
        // that is not sent. The subscription still waits: a link asked for tomorrow confirms it.
        if (!(await takeDailyMail(tx, email, config.mailConfirmationsPerDay))) return false;
        const link = `${config.publicUrl}/api/newsletter/verify/${encodeURIComponent(token)}`;
        await queueMail(tx, {
          kind: 'newsletter-confirmation',
          message: newsletterConfirmationMail(email, link, mailIn),
          submission: { kind: 'newsletter', id: subscriber.id },
          createdAt: now,
          capCounted: true,
        });
        return true;
      });
      if (!mailed) return { success: true, message: apiMessages.subscribeSavedNoMail };
      context.outbox.poke();
      return { success: true, message: apiMessages.subscribeCheckInbox };
    },
  );

  // The link of the confirmation mail. Its GET only shows a button: mail scanners open links, and
  // must not subscribe anyone. The path segment `verify` keeps the token out of the logs (logging.ts).
  const liveToken = (token: string) =>
    and(
      eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
      eq(newsletterSubscribers.status, 'pending'),
      gt(newsletterSubscribers.confirmExpiresAt, context.now()),
    );

  app.get(
    '/newsletter/verify/:token',
    {
      schema: {
        params: newsletterTokenParams,
        response: {
          200: page('The page of the confirmation link: a button that confirms'),
          404: page('The link is unknown, used or expired'),
        },
      },
    },
    async (request, reply) => {
      const [found] = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(liveToken(request.params.token))
        .limit(1);
      reply.type('text/html; charset=utf-8');
      return found ? newsletterPage('confirm') : reply.code(404).send(newsletterPage('invalid'));
    },
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<AppTypeProvider>();
    // The page's button posts an empty HTML form: taken here only, the rest of the API stays JSON.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    scope.post(
      '/newsletter/verify/:token',
      {
        schema: {
          params: newsletterTokenParams,
          response: {
            200: pageOrJson(
              'Confirmed: a page, or `{ success, message }` with `Accept: application/json`',
              messageAnswer,
            ),
            404: pageOrJson('The link is unknown, used or expired', errorAnswer),
          },
        },
      },
      async (request, reply) => {
        const now = context.now();
        const confirmed = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(newsletterSubscribers)
            .set({
              status: 'active',
              confirmTokenHash: null,
              confirmExpiresAt: null,
              confirmedAt: now,
              subscribedAt: now,
              unsubscribedAt: null,
              updatedAt: now,
            })
            .where(liveToken(request.params.token))
            .returning();
          if (!row) return false;
          await queueMail(tx, {
            kind: 'newsletter-welcome',
            message: confirmationMail('newsletter', row, mailOptions),
            submission: { kind: 'newsletter', id: row.id },
            createdAt: now,
          });
          return true;
        });
        if (confirmed) context.outbox.poke();
        const wantsJson = /application\/json/i.test(request.headers.accept ?? '');
        if (wantsJson) {
          return confirmed
            ? { success: true, message: apiMessages.subscriptionConfirmed }
            : reply.code(404).send({ success: false, message: apiMessages.confirmLinkInvalid });
        }
        reply.type('text/html; charset=utf-8');
        return confirmed ? newsletterPage('confirmed') : reply.code(404).send(newsletterPage('invalid'));
      },
    );
  });

  app.get(
    '/newsletter/unsubscribe/:tokenOrId',
    {
      schema: {
        params: unsubscribeParams,
        response: {
          200: plainText('Unsubscribed (a line of text)'),
          404: plainText('No subscription has this link'),
        },
      },
    },
    async (request, reply) => {
      const { tokenOrId } = request.params;
      const match = isUuid(tokenOrId)
        ? eq(newsletterSubscribers.id, tokenOrId)
        : eq(newsletterSubscribers.unsubscribeToken, tokenOrId);
      const now = context.now();
      const [found] = await db.select().from(newsletterSubscribers).where(match).limit(1);
      if (found && found.status !== 'unsubscribed') {
        // A pending subscription ends too: its confirmation link stops working.
        await db
          .update(newsletterSubscribers)
          .set({
            status: 'unsubscribed',
            unsubscribedAt: now,
            confirmTokenHash: null,
            confirmExpiresAt: null,
            updatedAt: now,
          })
          .where(eq(newsletterSubscribers.id, found.id));
      }
      reply.type('text/plain; charset=utf-8');
      return found ? apiMessages.unsubscribed : reply.code(404).send(apiMessages.unsubscribeUnknown);
    },
  );

  app.get(
    '/newsletter/subscribers',
    {
      onRequest: requireStaff(context),
      config: { rateLimit: staffRateLimit(context) },
      schema: { querystring: listQuerySchemaOf('newsletter'), response: { 200: listPageAnswer } },
    },
    async (request) => ({
      success: true,
      ...(await listPage(db, newsletterListSource, request.query as ListQuery)),
    }),
  );
}
