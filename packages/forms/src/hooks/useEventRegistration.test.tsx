import { events } from '@inclusion/events';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { ApiError } from '../client/api-error.js';
import type { EventRegistrationResponse } from '../client/types.js';
import { messages } from '../messages.js';
import { otherDisabilityType } from '../options.js';
import {
  useEventRegistration,
  type EventRegistrationValues,
  type RegisterForEvent,
} from './useEventRegistration.js';

const event = events[1];
const filled: Partial<EventRegistrationValues> = {
  fullName: 'Asha Verma',
  email: '  Asha@Example.ORG ',
  mobileNumber: '9876543210',
  isPersonWithDisability: 'Yes',
  disabilityType: otherDisabilityType,
  otherDisabilityText: 'Low vision',
};

const setup = (register: RegisterForEvent) => renderHook(() => useEventRegistration(event, register));
type Hook = Awaited<ReturnType<typeof setup>>;

async function type(hook: Hook, values: Partial<EventRegistrationValues>) {
  for (const [name, value] of Object.entries(values)) {
    await hook.act(() => hook.result.current.form.setValue(name as keyof EventRegistrationValues, value));
  }
}
const submitNow = (hook: Hook) => hook.act(() => hook.result.current.form.handleSubmit());

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-09-01T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('steps', () => {
  test('Learn More, Register Now and Close move through the flow; close works from any step', async () => {
    const hook = await setup(vi.fn<RegisterForEvent>());
    expect(hook.result.current.step).toBe('closed');
    await hook.act(() => hook.result.current.openDetails());
    expect(hook.result.current.step).toBe('details');
    await hook.act(() => hook.result.current.close());
    expect(hook.result.current.step).toBe('closed');
    await hook.act(() => hook.result.current.openDetails());
    await hook.act(() => hook.result.current.startRegistration());
    expect(hook.result.current.step).toBe('registration');
    // Cancel in the registration modal closes the flow.
    await hook.act(() => hook.result.current.close());
    expect(hook.result.current.step).toBe('closed');
  });

  test('a registration ends on the success step with the registration ID, and Close closes it', async () => {
    const register = vi
      .fn<RegisterForEvent>()
      .mockResolvedValue({ message: 'Registered', registrationReference: 'REG-7' });
    const hook = await setup(register);
    await hook.act(() => hook.result.current.startRegistration());
    await type(hook, filled);
    await submitNow(hook);
    expect(register).toHaveBeenCalledWith(
      {
        fullName: 'Asha Verma',
        email: 'asha@example.org',
        mobileNumber: '9876543210',
        city: '',
        occupation: '',
        organization: '',
        isPersonWithDisability: 'Yes',
        disabilityType: otherDisabilityType,
        otherDisabilityText: 'Low vision',
        eventId: 2,
        eventTitle: event.title,
        registrationDate: '2025-09-01T10:00:00.000Z',
        registrationStatus: 'pending',
      },
      { idempotencyKey: expect.any(String) },
    );
    expect(hook.result.current.step).toBe('success');
    expect(hook.result.current.registrationReference).toBe('REG-7');
    // The form behind the success modal is empty for the next registration.
    await hook.act(() => vi.advanceTimersByTime(0));
    expect(hook.result.current.form.values.fullName).toBe('');
    await hook.act(() => hook.result.current.close());
    expect(hook.result.current.step).toBe('closed');
  });

  test.each<[string, EventRegistrationResponse, string]>([
    ['referenceId', { success: true, referenceId: 'REF-1' }, 'REF-1'],
    ['data.registrationReference', { success: true, data: { registrationReference: 'REG-9' } }, 'REG-9'],
  ])('the ID may come as %s', async (_shape, answer, expected) => {
    const hook = await setup(vi.fn<RegisterForEvent>().mockResolvedValue(answer));
    await type(hook, { ...filled, isPersonWithDisability: 'No' });
    await submitNow(hook);
    expect(hook.result.current.registrationReference).toBe(expected);
  });
});

describe('the disability questions', () => {
  test('choosing No clears the type and the other text, and hides them', async () => {
    const hook = await setup(vi.fn<RegisterForEvent>());
    await type(hook, filled);
    expect(hook.result.current.showsDisabilityType).toBe(true);
    expect(hook.result.current.showsOtherDisabilityText).toBe(true);
    await type(hook, { isPersonWithDisability: 'No' });
    expect(hook.result.current.form.values).toMatchObject({ disabilityType: '', otherDisabilityText: '' });
    expect(hook.result.current.showsDisabilityType).toBe(false);
    expect(hook.result.current.showsOtherDisabilityText).toBe(false);
  });

  test('a type other than Other clears the other text', async () => {
    const hook = await setup(vi.fn<RegisterForEvent>());
    await type(hook, filled);
    await type(hook, { disabilityType: 'Visual Impairment' });
    expect(hook.result.current.form.values).toMatchObject({
      disabilityType: 'Visual Impairment',
      otherDisabilityText: '',
    });
    expect(hook.result.current.showsOtherDisabilityText).toBe(false);
  });

  test('the modal’s checks run first: nothing is sent while they fail', async () => {
    const register = vi.fn<RegisterForEvent>();
    const hook = await setup(register);
    await type(hook, { ...filled, isPersonWithDisability: 'Yes', disabilityType: '', mobileNumber: '12345' });
    await submitNow(hook);
    expect(register).not.toHaveBeenCalled();
    expect(hook.result.current.form.errors).toEqual({
      mobileNumber: messages.eventRegistration.mobileInvalid,
      disabilityType: messages.eventRegistration.disabilityTypeRequired,
    });
  });
});

describe('errors', () => {
  test.each<[string, unknown, string]>([
    [
      'the error’s message',
      new ApiError('Registration already exists', { kind: 'http', status: 409 }),
      'Registration already exists',
    ],
    [
      'the errors list joined',
      new ApiError('', {
        kind: 'http',
        status: 400,
        errors: [
          { field: 'fullName', message: messages.fullName.required },
          { field: 'eventId', message: messages.eventService.eventIdRequired },
        ],
      }),
      `${messages.fullName.required}, ${messages.eventService.eventIdRequired}`,
    ],
    ['the fallback', new ApiError('', { kind: 'http', status: 400 }), messages.fallback.registration],
  ])('a thrown error shows %s', async (_case, error, banner) => {
    const hook = await setup(vi.fn<RegisterForEvent>().mockRejectedValue(error));
    await hook.act(() => hook.result.current.startRegistration());
    await type(hook, filled);
    await submitNow(hook);
    expect(hook.result.current.form.bannerError).toBe(banner);
    expect(hook.result.current.step).toBe('registration');
  });

  test('success false shows “Registration failed” and keeps the modal open', async () => {
    const hook = await setup(vi.fn<RegisterForEvent>().mockResolvedValue({ success: false, message: 'No' }));
    await hook.act(() => hook.result.current.startRegistration());
    await type(hook, filled);
    await submitNow(hook);
    expect(hook.result.current.form.bannerError).toBe(messages.fallback.registrationFailed);
    expect(hook.result.current.form.status).toBe('failed');
    expect(hook.result.current.step).toBe('registration');
  });
});
