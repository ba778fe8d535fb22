import type {
  ForgotPasswordInput,
  LoginRequest,
  PasswordResetRequest,
  SignupPayload,
  VerifyEmailInput,
} from '../schemas/index.js';
import type { Requester } from './request.js';
import { submitTo } from './submissions.js';
import type { ApiResponse, AuthResponse, RequestOptions } from './types.js';

export function authApi(request: Requester) {
  // `authAttempt`: a 401 or 409 here is thrown for the modal's banner; it does not end a session.
  const attempt = <T>(path: string, body: unknown, options: RequestOptions | undefined) =>
    request<T>({ method: 'POST', path, body, options, authAttempt: true });

  return {
    /** 202 with the same words for a new address and a taken one, and no session: see the API's README. */
    signup: (payload: SignupPayload, options?: RequestOptions) =>
      attempt<ApiResponse>('/auth/signup', payload, options),
    login: ({ email, password }: LoginRequest, options?: RequestOptions) =>
      attempt<AuthResponse>('/auth/login', { email, password } satisfies LoginRequest, options),
    /** 200 while the stored token is live; a 401 (expired or revoked) ends the session like any other 401. */
    session: (options?: RequestOptions) =>
      request<ApiResponse>({ method: 'GET', path: '/auth/session', options }),
    logout: (options?: RequestOptions) =>
      request<ApiResponse>({ method: 'POST', path: '/auth/logout', options }),
    forgotPassword: submitTo<ForgotPasswordInput, unknown>(request, '/auth/forgot-password'),
    resetPassword: ({ token, password }: PasswordResetRequest, options?: RequestOptions) =>
      request<ApiResponse>({
        method: 'POST',
        path: '/auth/reset-password',
        body: { token, password } satisfies PasswordResetRequest,
        options,
      }),
    /** The token of the mailed confirmation link, in the body (never in a URL the server logs). */
    verifyEmail: ({ token }: VerifyEmailInput, options?: RequestOptions) =>
      request<ApiResponse>({ method: 'POST', path: '/auth/verify-email', body: { token }, options }),
    /** A new confirmation link for the signed-in account; a 429 when several were sent within the hour. */
    resendVerification: (options?: RequestOptions) =>
      request<ApiResponse>({ method: 'POST', path: '/auth/resend-verification', options }),
  };
}
