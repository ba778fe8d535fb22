import { z } from 'zod';
import { passwordResetRequest } from '../schemas/auth.js';
import { emailMaxLength } from '../schemas/common.js';
import { oneOf } from './staff-requests.js';
import { staffRoles } from './roles.js';
import { staffRequestMessages as words } from './staff-request-messages.js';

/** `POST /staff/invites` (admins): the address the single-use link goes to, and the role it gives. */
export const staffInviteRequest = z.object({
  email: z.email({ error: words.emailInvalid }).max(emailMaxLength, { error: words.emailInvalid }),
  role: oneOf('role', staffRoles),
});

/**
 * `POST /staff/invites/accept`: the token of the link (in the body, never in a URL) and the new
 * password, by the register form's rules.
 */
export const inviteAcceptRequest = passwordResetRequest;
