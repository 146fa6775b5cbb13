import { json, type LocalResponse } from "../http-types.ts";

/** auth-js reads `error.code` only when this response header carries a date ≥ 2024-01-01. */
export const API_VERSION_HEADER = "X-Supabase-Api-Version";
export const API_VERSION = "2024-01-01";

/**
 * An error with GoTrue's status, machine code and message. Thrown anywhere below a route and
 * turned into a response by {@link errorResponse}.
 */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  headers: Record<string, string> = {};

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = "AuthError";
    this.status = status;
    this.code = code;
    this.extra = extra;
  }

  /** Response headers to send with the error, such as a 429's Retry-After. */
  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}

/**
 * The modern body (`{code, message}`) with the legacy keys (`error_code`, `msg`) alongside, so
 * both of auth-js's parsing paths find the code; plus the version and error-code headers.
 */
export function errorResponse(error: AuthError): LocalResponse {
  return json(
    error.status,
    {
      code: error.code,
      message: error.message,
      error_code: error.code,
      msg: error.message,
      ...error.extra,
    },
    { ...error.headers, [API_VERSION_HEADER]: API_VERSION, "x-sb-error-code": error.code },
  );
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AuthError(422, code, message, extra);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const validationFailed = (message: string) => badRequest("validation_failed", message);

/** The messages of supabase/auth for the errors several routes share. */
export const errors = {
  invalidCredentials: () => badRequest("invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => badRequest("email_not_confirmed", "Email not confirmed"),
  userBanned: () => badRequest("user_banned", "User is banned"),
  noAuthorization: () =>
    new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (detail: string) => forbidden("bad_jwt", detail),
  userNotFoundFromJwt: () =>
    forbidden("user_not_found", "User from sub claim in JWT does not exist"),
  sessionNotFound: () =>
    forbidden("session_not_found", "Session from session_id claim in JWT does not exist"),
  notAdmin: () => forbidden("not_admin", "User not allowed"),
  weakPassword: (message: string, reasons: string[]) =>
    unprocessable("weak_password", message, { weak_password: { reasons } }),
  samePassword: () =>
    unprocessable("same_password", "New password should be different from the old password."),
  emailExists: () =>
    unprocessable("email_exists", "A user with this email address has already been registered"),
  otpExpired: (message = "Token has expired or is invalid") => forbidden("otp_expired", message),
  invalidJson: () => validationFailed("Could not parse request body as JSON"),
} as const;
