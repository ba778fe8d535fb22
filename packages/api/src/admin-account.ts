import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { users } from './db/schema.js';
import { hashPassword } from './lib/index.js';

/** A user name for the admin, free of clashes with existing names (unique without regard to case). */
async function freeName(db: Db, wanted: string): Promise<string> {
  for (let suffix = 0; ; suffix++) {
    const name = suffix === 0 ? wanted : `${wanted}-${suffix + 1}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.name}) = lower(${name})`)
      .limit(1);
    if (!taken) return name;
  }
}

/**
 * The ADMIN_EMAIL account: created with role admin, or, when it exists, given role admin and the
 * ADMIN_PASSWORD (so changing the variable and restarting resets the password).
 */
export async function ensureAdminAccount(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const address = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`)
    .limit(1);
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, updatedAt: now })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const name = await freeName(db, address.split('@')[0] || 'admin');
  const [created] = await db
    .insert(users)
    .values({ name, email: address, passwordHash, role: 'admin', createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  if (!created) throw new Error('The admin account was not created');
  return { id: created.id, created: true };
}
