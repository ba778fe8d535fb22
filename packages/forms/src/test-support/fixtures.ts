import type { EventRegistrationPayload } from '../schemas/index.js';

/** A valid event registration payload, as the site sends it, for the client tests. */
export const registration: EventRegistrationPayload = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  mobileNumber: '9876543210',
  city: 'Chandigarh',
  occupation: '',
  organization: '',
  isPersonWithDisability: 'No',
  disabilityType: null,
  otherDisabilityText: null,
  eventId: 1,
  eventTitle: 'First Anniversary Convention',
  registrationDate: '2025-08-01T10:00:00.000Z',
  registrationStatus: 'pending',
};
