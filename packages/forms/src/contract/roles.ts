/**
 * Account roles. The first is every signed-up account's. Anything beyond 'user' is given only by
 * the server's admin command or an admin's invite, never by a signup. 'staff' reads and acts on
 * submissions; 'admin' does that and manages staff. A new role is added here, in the check
 * constraint of users.role (a migration), and to the guards of the routes it may use.
 */
export const userRoles = ['user', 'admin', 'staff'] as const;
/** The roles of the foundation's people: they may read and act on submissions (the staff inbox). */
export const staffRoles = ['admin', 'staff'] as const;

export type UserRole = (typeof userRoles)[number];
export type StaffRole = (typeof staffRoles)[number];
