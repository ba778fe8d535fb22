import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRegistrations } from '../src/db/schema.js';
import { registrationPayload } from './support/events.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer();

describe('database checks behind the validation', () => {
  it('refuses an event registration status outside the list, even written directly', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/event/register',
      payload: registrationPayload(),
    });
    expect(created.statusCode).toBe(201);
    const { registrationReference } = created.json() as { registrationReference: string };
    const byReference = eq(eventRegistrations.reference, registrationReference);

    await expect(
      server.database.db
        .update(eventRegistrations)
        .set({ registrationStatus: 'approved' })
        .where(byReference),
    ).rejects.toThrow();
    await server.database.db
      .update(eventRegistrations)
      .set({ registrationStatus: 'attended' })
      .where(byReference);
    const [row] = await server.database.db.select().from(eventRegistrations).where(byReference);
    expect(row?.registrationStatus).toBe('attended');
  });
});
