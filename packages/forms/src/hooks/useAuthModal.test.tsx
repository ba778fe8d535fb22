import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { ApiError } from '../client/api-error.js';
import { messagesHi, pageWordsHi } from '../messages.hi.js';
import { messages } from '../messages.js';
import { SessionProvider, useSession } from '../session/SessionProvider.js';
import { createSessionStore } from '../session/sessionStore.js';
import { useAuthModal, type AuthCalls, type AuthModalOptions } from './useAuthModal.js';

const welcome = {
  success: true,
  message: 'Welcome',
  token: 'tok-9',
  name: 'Ravi Kumar',
  email: 'ravi@example.org',
};
/** Sign-up's answer, the same for a new address and a taken one: no session. */
const received = { success: true, message: 'We have sent a message to your e-mail address.' };
const registration = {
  name: 'ravi.kumar',
  email: 'ravi@example.org',
  phoneNumber: '98765 43210',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

function setup(calls: Partial<AuthModalOptions> = {}) {
  const store = createSessionStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider store={store}>{children}</SessionProvider>
  );
  const login = vi.fn<AuthCalls['login']>().mockResolvedValue(welcome);
  const signup = vi.fn<AuthCalls['signup']>().mockResolvedValue(received);
  const hook = renderHook(
    () => ({ modal: useAuthModal({ login, signup, ...calls }), session: useSession() }),
    { wrapper },
  );
  return { hook, login, signup };
}
type Hook = Awaited<ReturnType<typeof setup>['hook']>;

async function typeSignIn(hook: Hook, email: string, password: string) {
  await hook.act(() => hook.result.current.modal.signInForm.setValue('email', email));
  await hook.act(() => hook.result.current.modal.signInForm.setValue('password', password));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('modes', () => {
  test('opens in the mode asked for; signup is another name for register', async () => {
    const hook = await setup().hook;
    expect(hook.result.current.modal.isOpen).toBe(false);
    await hook.act(() => hook.result.current.modal.open('signup'));
    expect(hook.result.current.modal).toMatchObject({ isOpen: true, mode: 'register' });
    await hook.act(() => hook.result.current.modal.close());
    await hook.act(() => hook.result.current.modal.open());
    expect(hook.result.current.modal.mode).toBe('signin');
  });

  test('toggling the mode clears the fields and the errors', async () => {
    const hook = await setup().hook;
    await hook.act(() => hook.result.current.modal.open('signin'));
    await typeSignIn(hook, 'ravi', '');
    await hook.act(() => hook.result.current.modal.signInForm.handleSubmit());
    expect(hook.result.current.modal.signInForm.errors).toEqual({ password: messages.password.required });

    await hook.act(() => hook.result.current.modal.toggleMode());
    expect(hook.result.current.modal.mode).toBe('register');
    await hook.act(() => hook.result.current.modal.toggleMode());
    expect(hook.result.current.modal.mode).toBe('signin');
    expect(hook.result.current.modal.signInForm.values).toEqual({ email: '', password: '' });
    expect(hook.result.current.modal.signInForm.errors).toEqual({});
  });
});

describe('in Hindi', () => {
  test('checks both forms with the Hindi words the server answers a Hindi page with', async () => {
    const hook = await setup({ language: 'hi', messages: pageWordsHi }).hook;
    await hook.act(() => hook.result.current.modal.open('signin'));
    await typeSignIn(hook, '', 'x');
    await hook.act(async () => {
      await hook.result.current.modal.signInForm.handleSubmit();
    });
    expect(hook.result.current.modal.signInForm.errors).toEqual({
      email: messagesHi.signIn.identifierRequired,
      password: messagesHi.password.min,
    });
    await hook.act(() => hook.result.current.modal.toggleMode());
    await hook.act(() => hook.result.current.modal.registerForm.setValue('confirmPassword', 'other'));
    await hook.act(async () => {
      await hook.result.current.modal.registerForm.handleSubmit();
    });
    expect(hook.result.current.modal.registerForm.errors).toMatchObject({
      name: messagesHi.username.required,
      confirmPassword: messagesHi.confirmPassword.mismatch,
    });
    expect(hook.result.current.modal.busyLabel).toBeNull();
  });
});

describe('signing in and registering', () => {
  test('a sign-in with a token signs the session in, clears the form and closes the modal', async () => {
    const { hook, login } = setup();
    const ready = await hook;
    await ready.act(() => ready.result.current.modal.open('signin'));
    await typeSignIn(ready, 'ravi@example.org', 'Secret123');
    await ready.act(() => ready.result.current.modal.signInForm.handleSubmit());
    expect(login).toHaveBeenCalledWith(
      { email: 'ravi@example.org', password: 'Secret123' },
      { idempotencyKey: expect.any(String) },
    );
    expect(ready.result.current.session).toMatchObject({ isSignedIn: true, firstName: 'Ravi' });
    expect(localStorage.getItem('authToken')).toBe('tok-9');
    expect(ready.result.current.modal.isOpen).toBe(false);
    await ready.act(() => vi.advanceTimersByTime(0));
    expect(ready.result.current.modal.signInForm.values).toEqual({ email: '', password: '' });
  });

  test('registering sends the signup payload without the confirmation, signs no one in, and shows its thanks with the address', async () => {
    const { hook, signup } = setup();
    const ready = await hook;
    await ready.act(() => ready.result.current.modal.open('register'));
    for (const [name, value] of Object.entries(registration)) {
      await ready.act(() =>
        ready.result.current.modal.registerForm.setValue(name as keyof typeof registration, value),
      );
    }
    await ready.act(() => ready.result.current.modal.registerForm.handleSubmit());
    expect(signup).toHaveBeenCalledWith(
      { name: 'ravi.kumar', email: 'ravi@example.org', phoneNumber: '9876543210', password: 'Secret123' },
      { idempotencyKey: expect.any(String) },
    );
    expect(ready.result.current.session.isSignedIn).toBe(false);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(ready.result.current.modal).toMatchObject({ isOpen: true, registeredEmail: 'ravi@example.org' });
    expect(ready.result.current.modal.registerForm).toMatchObject({
      status: 'succeeded',
      successMessage: received.message,
    });
    // Switching to sign-in empties the form, passwords included; the thanks and the address go with it.
    await ready.act(() => ready.result.current.modal.toggleMode());
    expect(ready.result.current.modal.registeredEmail).toBeNull();
    expect(ready.result.current.modal.registerForm.values.password).toBe('');
  });

  test('shows Processing... while sending', async () => {
    let release: (value: typeof welcome) => void = () => undefined;
    let called: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (called = resolve));
    const login = vi.fn<AuthCalls['login']>(() => {
      called();
      return new Promise((resolve) => (release = resolve));
    });
    const hook = await setup({ login }).hook;
    await typeSignIn(hook, 'ravi', 'Secret123');
    // The act lasts until the call is made, so the updates before it (after the rules are resolved, a
    // microtask later) land inside it; the answer stays open until it is released below.
    let sending: Promise<void> | undefined;
    await hook.act(async () => {
      sending = hook.result.current.modal.signInForm.handleSubmit();
      await sent;
    });
    expect(hook.result.current.modal.busyLabel).toBe(messages.busy.processing);
    await hook.act(async () => {
      release(welcome);
      await sending;
    });
    expect(hook.result.current.modal.busyLabel).toBeNull();
  });

  test.each([
    [
      'the server’s message',
      new ApiError('Invalid email or password', { kind: 'http', status: 401 }),
      'Invalid email or password',
    ],
    ['the fallback', new ApiError('', { kind: 'http', status: 500 }), messages.fallback.auth],
  ])('a failure shows %s in the banner and keeps the modal open', async (_case, error, banner) => {
    const hook = await setup({ login: vi.fn<AuthCalls['login']>().mockRejectedValue(error) }).hook;
    await hook.act(() => hook.result.current.modal.open('signin'));
    await typeSignIn(hook, 'ravi', 'Secret123');
    await hook.act(() => hook.result.current.modal.signInForm.handleSubmit());
    expect(hook.result.current.modal.signInForm.bannerError).toBe(banner);
    expect(hook.result.current.modal.isOpen).toBe(true);
    expect(hook.result.current.session.isSignedIn).toBe(false);
  });

  test('no password, nor anything else, is kept in sessionStorage', async () => {
    const hook = await setup({
      login: vi.fn<AuthCalls['login']>().mockRejectedValue(new ApiError('Down', { kind: 'network' })),
    }).hook;
    await typeSignIn(hook, 'ravi', 'Secret123');
    await hook.act(() => hook.result.current.modal.signInForm.handleSubmit());
    expect(sessionStorage.length).toBe(0);
  });
});

describe('labels and onSignedIn', () => {
  test('onSignedIn is not called for a registration; the labels name the fields of the error list', async () => {
    const onSignedIn = vi.fn();
    const hook = await setup({
      onSignedIn,
      labels: { register: { confirmPassword: 'Confirm password' } },
    }).hook;
    await hook.act(() => hook.result.current.modal.open('register'));
    const form = () => hook.result.current.modal.registerForm;
    await hook.act(() => form().setValue('password', 'Secret123'));
    await hook.act(() => form().setValue('confirmPassword', 'Secret124'));
    await hook.act(() => form().handleSubmit());
    expect(form().errorList.find((item) => item.message === messages.confirmPassword.mismatch)).toMatchObject(
      {
        fieldName: 'Confirm password',
      },
    );
    expect(onSignedIn).not.toHaveBeenCalled();

    for (const [name, value] of Object.entries(registration))
      await hook.act(() => form().setValue(name as keyof typeof registration, value));
    await hook.act(() => form().handleSubmit());
    expect(form().status).toBe('succeeded');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(hook.result.current.modal.isOpen).toBe(true);
    // Closing empties it, passwords included.
    await hook.act(() => hook.result.current.modal.close());
    expect(form().values.password).toBe('');
  });
});
