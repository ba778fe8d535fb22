import { events } from '@inclusion/events';
import { toEventRegistrationPayload } from '@inclusion/forms';
import { expect } from 'vitest';
import type { TestServer } from './test-app.js';

export const [convention, workshop] = events;

/** A registration as the site's modal sends it, for the first event unless changed. */
export const registrationPayload = (change: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...toEventRegistrationPayload(
    {
      fullName: 'Asha Rao',
      email: 'Asha.Rao@Example.org',
      mobileNumber: '9876543210',
      city: 'Chandigarh',
      occupation: 'Teacher',
      isPersonWithDisability: 'Yes',
      disabilityType: 'Visual Impairment',
      otherDisabilityText: undefined,
    },
    convention,
    new Date('2026-11-01T08:00:00.000Z'),
  ),
  ...change,
});

export async function register(server: TestServer, change: Record<string, unknown> = {}, headers = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/event/register',
    payload: registrationPayload(change),
    headers,
  });
}

/** Registers and answers the new registration's id and reference (read back through the admin list). */
export async function registered(
  server: TestServer,
  change: Record<string, unknown> = {},
): Promise<{ id: string; reference: string }> {
  const response = await register(server, change);
  expect(response.statusCode, response.body).toBe(201);
  const reference: string = response.json().registrationReference;
  const found = await server.app.inject({
    method: 'GET',
    url: `/api/events/registration/reference/${reference}`,
  });
  return { id: found.json().data.id, reference };
}
