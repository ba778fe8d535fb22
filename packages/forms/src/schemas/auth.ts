import { z } from 'zod';
import type { MessageTable } from '../messages.hi.js';
import { messages } from '../messages.js';
import { commonFields } from './common.js';
import { digits, secret, text } from './field.js';
import { defineForm } from './form.js';

/** Needs an uppercase letter, a lowercase letter and a digit, anywhere; letters of any alphabet count. */
const passwordComplexity = /^(?=[\s\S]*\p{Lu})(?=[\s\S]*\p{Ll})(?=[\s\S]*\d)/u;

/** The sign-in, register, reset-password and e-mail confirmation forms in the words of one language. */
export function authFormsOf(words: MessageTable) {
  const { email } = commonFields(words);
  const password = secret('Password', [
    { kind: 'required', message: words.password.required },
    { kind: 'minLength', limit: 8, message: words.password.min },
    {
      kind: 'pattern',
      pattern: passwordComplexity,
      description: 'Contains an uppercase letter, a lowercase letter and a digit (0-9)',
      message: words.password.complexity,
    },
  ]);
  const confirmPassword = secret('Confirm password', [
    { kind: 'required', message: words.confirmPassword.required },
  ]);
  const matchingPasswords = {
    field: 'confirmPassword',
    when: [],
    rules: [{ kind: 'sameAs', field: 'password', message: words.confirmPassword.mismatch }],
  } as const;

  return {
    signInForm: defineForm({
      title: 'Sign in',
      fields: {
        email: text('Username or email', [{ kind: 'required', message: words.signIn.identifierRequired }]),
        password,
      },
    }),
    registerForm: defineForm({
      title: 'Register',
      fields: {
        name: text('Username', [
          { kind: 'required', message: words.username.required },
          { kind: 'minLength', limit: 3, message: words.username.min },
          { kind: 'maxLength', limit: 50, message: words.username.max },
          {
            kind: 'pattern',
            pattern: /^[A-Za-z0-9._-]+$/,
            description: 'Only the letters A-Z and a-z, the digits 0-9, dot, hyphen and underscore',
            message: words.username.pattern,
          },
        ]),
        email,
        phoneNumber: digits('Phone number', [
          { kind: 'required', message: words.phone.required },
          { kind: 'digitCount', min: 10, max: 15, message: words.phone.digits },
        ]),
        password,
        confirmPassword,
      },
      conditions: [matchingPasswords],
    }),
    forgotPasswordForm: defineForm({ title: 'Forgot password', fields: { email } }),
    resetPasswordForm: defineForm({
      title: 'Reset password',
      fields: {
        token: text('Reset token (from the link)', [
          { kind: 'required', message: words.resetPassword.tokenRequired },
        ]),
        password,
        confirmPassword,
      },
      conditions: [matchingPasswords],
    }),
    /** The page a confirmation link opens: the token comes from the link, the visitor only confirms. */
    verifyEmailForm: defineForm({
      title: 'Confirm e-mail address',
      fields: {
        token: text('Confirmation token (from the link)', [
          { kind: 'required', message: words.verifyEmail.tokenRequired },
        ]),
      },
    }),
  };
}

export const { signInForm, registerForm, forgotPasswordForm, resetPasswordForm, verifyEmailForm } =
  authFormsOf(messages);

export const signInSchema = signInForm.schema;
export const registerSchema = registerForm.schema;
export const forgotPasswordSchema = forgotPasswordForm.schema;
export const resetPasswordSchema = resetPasswordForm.schema;
export const verifyEmailSchema = verifyEmailForm.schema;

export type SignInInput = z.output<typeof signInSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
export type VerifyEmailInput = z.output<typeof verifyEmailSchema>;

const register = registerSchema.shape;
const reset = resetPasswordSchema.shape;

/** `POST /auth/signup` (spec section 7): the register form's rules, without the confirmation. */
export const signupRequest = z.object({
  name: register.name,
  email: register.email,
  phoneNumber: register.phoneNumber,
  password: register.password,
});

/**
 * `POST /auth/login`: the sign-in form's identifier rule; the password is only required here: the
 * ADMIN_PASSWORD account need not meet the signup rules, and a wrong password is a 401 like any other.
 */
export const loginRequest = z.object({
  email: signInSchema.shape.email,
  password: z
    .string({ error: messages.password.required })
    .refine((value) => value.trim() !== '', { error: messages.password.required }),
});

/** `POST /auth/reset-password`: the token of the link and the new password (no confirmation). */
export const passwordResetRequest = z.object({ token: reset.token, password: reset.password });

/** What POST /auth/signup takes. */
export type SignupPayload = z.output<typeof signupRequest>;
export type LoginRequest = z.input<typeof loginRequest>;
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** The signup call's body: the checked form without the confirmation. */
export function toSignupPayload({ name, email, phoneNumber, password }: RegisterInput): SignupPayload {
  return { name, email, phoneNumber, password };
}
