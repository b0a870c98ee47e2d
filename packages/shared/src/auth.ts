import { z } from 'zod';
import { itemResponse, oneLine } from './api.ts';
import { containsEmailName, guessablePassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from './password.ts';
import { LOGOUT_SCOPES, ROLES } from './roles.ts';
import { LOCALES, m, translated } from './i18n.ts';
export { emailName, initials } from './people.ts';

export const AUTH_MESSAGES = translated({
  invalidCredentials: m.auth_invalid_credentials,
  emailTaken: m.auth_email_taken,
  signInRequired: m.auth_sign_in_required,
  sessionExpired: m.auth_session_expired,
  forbidden: m.auth_forbidden,
  resetSent: m.auth_reset_sent,
  resetInvalid: m.auth_reset_invalid,
  wrongCurrentPassword: m.auth_wrong_current_password,
  googleUnavailable: m.auth_google_unavailable,
  /** Registration answers the same whether or not the address already has an account (no enumeration). */
  registered: m.auth_registered,
  verifyInvalid: m.auth_verify_invalid,
  verifySent: m.auth_verify_sent,
  verified: m.auth_verified,
  alreadyVerified: m.auth_already_verified,
  unverified: m.auth_unverified,
});

/**
 * How a Google sign-in can fail, by the code the server puts in the callback URL. The page shows
 * only these sentences: never text taken from the URL.
 */
export const GOOGLE_ERRORS = translated({
  unavailable: m.auth_google_unavailable,
  cancelled: m.google_cancelled,
  expired: m.google_expired,
  unverified: m.google_unverified,
  failed: m.google_failed,
});
export type GoogleErrorCode = keyof typeof GOOGLE_ERRORS;

export const EmailField = z
  .string({ error: () => m.auth_email_required() })
  .trim()
  .toLowerCase()
  .max(254, { error: () => m.auth_email_too_long() })
  .pipe(z.email({ error: () => m.auth_email_invalid() }));

const newPassword = z
  .string({ error: () => m.auth_password_required() })
  .min(MIN_PASSWORD_LENGTH, { error: () => PASSWORD_MESSAGES.tooShort })
  .max(MAX_PASSWORD_LENGTH, { error: () => PASSWORD_MESSAGES.tooLong })
  .refine((p) => !guessablePassword(p), { error: () => PASSWORD_MESSAGES.guessable });

const fullName = oneLine('full_name', 100).min(1, { error: () => m.auth_full_name_required() });

const registerFields = { full_name: fullName, email: EmailField, password: newPassword };
const passwordWithoutEmail = (r: { password: string; email: string }) => !containsEmailName(r.password, r.email);
export const RegisterSchema = z.strictObject(registerFields).refine(passwordWithoutEmail, { path: ['password'], error: () => PASSWORD_MESSAGES.containsEmail });
export type RegisterInput = z.infer<typeof RegisterSchema>;

/**
 * The browser's forms that set a password ask for it twice; the copy is checked here and never
 * sent. Each form's schema is the body's fields plus `confirm`.
 */
const confirm = z.string();
const typedTwice = (r: { password: string; confirm: string }) => r.password === r.confirm;
const mismatch = { path: ['confirm'], error: () => PASSWORD_MESSAGES.mismatch };
export const RegisterFormSchema = z
  .strictObject({ ...registerFields, confirm })
  .refine(passwordWithoutEmail, { path: ['password'], error: () => PASSWORD_MESSAGES.containsEmail })
  .refine(typedTwice, mismatch);
export const NewPasswordFormSchema = z.strictObject({ password: newPassword, confirm }).refine(typedTwice, mismatch);

export const LoginSchema = z.strictObject({
  email: EmailField,
  password: z
    .string({ error: () => m.auth_password_required() })
    .min(1, { error: () => m.auth_password_required() })
    .max(MAX_PASSWORD_LENGTH * 4),
});

export const RecoverSchema = z.strictObject({ email: EmailField });
export const ResetPasswordSchema = z.strictObject({
  token: z
    .string()
    .min(10, { error: () => AUTH_MESSAGES.resetInvalid })
    .max(200, { error: () => AUTH_MESSAGES.resetInvalid }),
  password: newPassword,
});
const changePasswordFields = {
  current_password: z
    .string()
    .max(MAX_PASSWORD_LENGTH * 4)
    .optional(),
  password: newPassword,
};
export const ChangePasswordSchema = z.strictObject(changePasswordFields);
export const ChangePasswordFormSchema = z.strictObject({ ...changePasswordFields, confirm }).refine(typedTwice, mismatch);
/** The photo is set by uploading it (POST /api/profile/avatar); here it can only be removed. */
/** The profile form: the name (the photo has its own upload). */
export const ProfileFormSchema = z.strictObject({ full_name: fullName });
export const UpdateUserSchema = z.strictObject({
  full_name: fullName.optional(),
  /** The language the person reads: their mails and notifications follow it. */
  locale: z.enum(LOCALES, { error: () => m.field_one_of({ field: 'locale', values: LOCALES.join(', ') }) }).optional(),
  avatar_url: z.null({ error: () => m.field_avatar_null({ field: 'avatar_url' }) }).optional(),
});
export const VerifyEmailSchema = z.strictObject({
  token: z
    .string()
    .min(10, { error: () => AUTH_MESSAGES.verifyInvalid })
    .max(200, { error: () => AUTH_MESSAGES.verifyInvalid }),
});
/** The end of a Google sign-in: the one-time code from the callback and the tab's secret. */
export const GoogleExchangeSchema = z.strictObject({
  code: z.string().min(10).max(200),
  verifier: z.string().min(32).max(200),
});
export const GoogleStartQuerySchema = z.strictObject({
  binding: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: () => m.field_binding({ field: 'binding' }) }),
});
export const LogoutQuerySchema = z.strictObject({
  scope: z.enum(LOGOUT_SCOPES, { error: () => m.field_one_of({ field: 'scope', values: LOGOUT_SCOPES.join(', ') }) }).default('local'),
});

/** §3 Signed-in user: the account plus its profile, with name, avatar and role derived. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
  email_verified: z.boolean(),
  has_password: z.boolean(),
  providers: z.array(z.string()),
  locale: z.enum(LOCALES),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** §3 Session. */
export const SessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  token_type: z.literal('bearer'),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionResponseSchema = itemResponse(SessionSchema);
export const UserResponseSchema = itemResponse(UserSchema);
export const MessageResponseSchema = itemResponse(z.object({ message: z.string() }));
export const GoogleSessionResponseSchema = itemResponse(z.object({ session: SessionSchema, created: z.boolean() }));
export const ProvidersResponseSchema = itemResponse(z.object({ google: z.boolean() }));
/** `{ data: { message } }`: a write whose answer is a sentence for the user. */
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
export type GoogleSessionResponse = z.infer<typeof GoogleSessionResponseSchema>;
export type ProvidersResponse = z.infer<typeof ProvidersResponseSchema>;
