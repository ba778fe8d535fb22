import { messages } from '../messages.js';
import type { SessionUser } from './sessionStore.js';

/** The first word of the user's name, or 'User' when there is none (spec section 3). */
export function firstNameOf(user: SessionUser | null): string {
  const name = typeof user?.name === 'string' ? user.name.trim() : '';
  return name.split(/\s+/)[0] || messages.fallbackFirstName;
}
