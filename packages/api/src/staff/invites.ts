import {
  errorAnswer,
  inviteAcceptRequest,
  inviteAnswer,
  messageAnswer,
  staffInviteRequest,
} from '@inclusion/forms';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { freeName } from '../admin-account.js';
import { recordAudit } from '../audit/audit.js';
import { takenError } from '../auth/accounts.js';
import { refuseCommonPassword } from '../auth/common-passwords.js';
import { staffInvites, users } from '../db/schema.js';
import { HttpError, invalid } from '../http-error.js';
import { createToken, hashPassword, hashToken } from '../lib/index.js';
import { staffInviteMail } from '../mail/staff-invite.js';
import { mailOptionsOf } from '../mail-options.js';
import { isStaffRole, requireAdmin } from '../plugins/auth.js';
import { queueMail } from '../outbox/queue.js';
import type { App, AppContext } from '../types.js';
import { staffMessages } from './messages.js';

/** An invite link works for this many days, once. */
export const inviteValidDays = 3;

/** POST /staff/invites (admins) mails a single-use link; POST /staff/invites/accept uses it. */
export function staffInviteRoutes(app: App, context: AppContext): void {
  const { db, config } = context;

  app.post(
    '/staff/invites',
    {
      onRequest: requireAdmin(context),
      schema: { body: staffInviteRequest, response: { 201: inviteAnswer, 409: errorAnswer } },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const { role } = request.body;
      const now = context.now();
      const [existing] = await db
        .select({ role: users.role, disabledAt: users.disabledAt })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (existing && isStaffRole(existing.role) && !existing.disabledAt) {
        throw new HttpError(409, staffMessages.alreadyStaff);
      }
      const { token, hash } = createToken();
      // The page reads the token from the fragment and posts it: the token is never sent in a URL.
      const link = `${config.publicUrl}/staff/accept-invite#token=${encodeURIComponent(token)}`;
      const message = staffInviteMail(email, link, role, inviteValidDays, mailOptionsOf(config));
      const expiresAt = new Date(now.getTime() + inviteValidDays * 24 * 3_600_000);
      const invite = await db.transaction(async (tx) => {
        // A new invite replaces the address's open ones.
        await tx
          .update(staffInvites)
          .set({ usedAt: now })
          .where(and(eq(staffInvites.email, email), isNull(staffInvites.usedAt)));
        const [created] = await tx
          .insert(staffInvites)
          .values({
            tokenHash: hash,
            email,
            role,
            invitedBy: request.user?.id ?? null,
            expiresAt,
            createdAt: now,
          })
          .returning({ id: staffInvites.id });
        if (!created) throw new Error('The invite insert returned no row');
        await queueMail(tx, { kind: 'staff-invite', message, createdAt: now });
        await recordAudit(tx, {
          actorId: request.user?.id ?? null,
          action: 'staff.invited',
          kind: 'invite',
          recordId: created.id,
          to: { role },
          createdAt: now,
        });
        return created;
      });
      context.outbox.poke();
      return reply.code(201).send({
        success: true,
        message: staffMessages.invited,
        data: { id: invite.id, role, expiresAt: expiresAt.toISOString() },
      });
    },
  );

  app.post(
    '/staff/invites/accept',
    { schema: { body: inviteAcceptRequest, response: { 200: messageAnswer, 409: errorAnswer } } },
    async (request) => {
      const now = context.now();
      const tokenHash = hashToken(request.body.token);
      const live = and(
        eq(staffInvites.tokenHash, tokenHash),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, now),
      );
      const [found] = await db.select({ email: staffInvites.email }).from(staffInvites).where(live).limit(1);
      if (!found) throw invalid('token', staffMessages.inviteInvalid);
      refuseCommonPassword(request.body.password);
      const passwordHash = await hashPassword(request.body.password);
      const name = await freeName(db, found.email.split('@')[0] || 'staff');

      const accepted = await db
        .transaction(async (tx) => {
          // Claiming the link and using it in one step: of two requests with one link, one wins.
          const [invite] = await tx
            .update(staffInvites)
            .set({ usedAt: now })
            .where(live)
            .returning({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role });
          if (!invite) return undefined;
          const [account] = await tx
            .select({ id: users.id, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
            .from(users)
            .where(sql`lower(${users.email}) = ${invite.email}`)
            .for('update');
          let accountId: string;
          if (account) {
            // Following the mailed link proves the address. The trigger ends the account's sessions.
            await tx
              .update(users)
              .set({
                role: invite.role,
                passwordHash,
                emailVerifiedAt: account.emailVerifiedAt ?? now,
                disabledAt: null,
                updatedAt: now,
              })
              .where(eq(users.id, account.id));
            accountId = account.id;
          } else {
            const [created] = await tx
              .insert(users)
              .values({
                name,
                email: invite.email,
                passwordHash,
                role: invite.role,
                emailVerifiedAt: now,
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: users.id });
            if (!created) throw new Error('The account insert returned no row');
            accountId = created.id;
          }
          await recordAudit(tx, {
            actorId: accountId,
            action: 'staff.invite-accepted',
            kind: 'account',
            recordId: accountId,
            from: { role: account?.role ?? null },
            to: { role: invite.role, inviteId: invite.id },
            createdAt: now,
          });
          return { accountId };
        })
        .catch((error: unknown) => {
          throw takenError(error) ?? error;
        });
      if (!accepted) throw invalid('token', staffMessages.inviteInvalid);
      return { success: true, message: staffMessages.inviteAccepted };
    },
  );
}
