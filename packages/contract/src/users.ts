import { z } from "zod/mini";
import { MIN_PASSWORD_LENGTH } from "./session";

/** Languages as the spec stores them: `se` (default) and `en`. */
export const languages = ["se", "en"] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = "se";

export const currentUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: languageSchema,
  phone: z.nullable(z.string()),
  /** Whether /users/{id}/avatar has an image (else the client shows initials). */
  hasAvatar: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const updateLanguageSchema = z.object({ language: languageSchema });

/** How long the link mailed to a new address confirms an email change. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** POST /users/{userId}/email: the signed-in user asks to change their own email (their password confirms it's them). */
export const changeEmailSchema = z.object({
  email: z.email().check(z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(1000)),
});
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/**
 * POST /users/confirm-email: the token of the link mailed to the new address, sent from a signed-in
 * session of the account, or with the account's password.
 */
export const confirmEmailChangeSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(1000))),
});
export type ConfirmEmailChange = z.infer<typeof confirmEmailChangeSchema>;
export const confirmEmailChangeResultSchema = z.object({ email: z.string() });

/** How long the "this was not me" link mailed to the old address works: the change's life and a margin. */
export const EMAIL_CHANGE_CANCEL_TTL_HOURS = EMAIL_CHANGE_TTL_HOURS + 6 * 24;

/** POST /users/cancel-email-change: the token of the "this was not me" link mailed to the old address. */
export const cancelEmailChangeSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** How long, and how many tries, the SMS code confirming a new phone number lasts. */
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/**
 * A mobile number as people type it (spaces, dashes, brackets; 00 or a Swedish leading 0), kept
 * in E.164 form: +46701234567.
 */
export const phoneNumberSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(40)),
    z.transform((typed) => {
      const digits = typed.replace(/[\s\-().]/g, "");
      if (digits.startsWith("00")) return `+${digits.slice(2)}`;
      if (digits.startsWith("0")) return `+46${digits.slice(1)}`;
      return digits;
    }),
  ),
  z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, "Expected a mobile number such as +46 70 123 45 67")),
);

/** POST /users/{userId}/phone: a code goes by SMS to the new number; nothing changes until it is confirmed. */
export const changePhoneSchema = z.object({
  phone: phoneNumberSchema,
  password: z.string().check(z.minLength(1), z.maxLength(1000)),
});
export type ChangePhone = z.output<typeof changePhoneSchema>;
/** POST /users/{userId}/phone/confirm: the code of that SMS. */
export const confirmPhoneSchema = z.object({
  code: z.string().check(z.regex(/^\d{6}$/, "Expected the 6 digits of the SMS")),
});
export const confirmPhoneResultSchema = z.object({ phone: z.string() });

/** PUT /users/{userId}/password: one's own password; the other sessions end, this one stays. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1000)),
  newPassword: z.string().check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(1000)),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** GET /users/{userId}/sessions: one's live sign-ins (web, app), this one marked current. */
export const userSessionSchema = z.object({
  id: z.uuid(),
  appId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When a request last used it (stamped at most every 5 minutes). */
  lastSeenAt: z.string(),
  /** From the User-Agent at sign-in ("Chrome", "Linux"), or null when unknown. */
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionListSchema = z.array(userSessionSchema);

/** POST /users/{userId}/sessions/end-others: how many sessions ended. */
export const endOtherSessionsResultSchema = z.object({ ended: z.int().check(z.gte(0)) });

/** Avatars: PNG, JPEG or WebP of at most 2 MB in; a 256 px square WebP without metadata stored. */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;

/** PUT /users/{userId}/avatar?left&top&width&height: the part of the image to keep, in its pixels. */
export const avatarCropSchema = z.partial(
  z.object({
    left: z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)),
    top: z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)),
    width: z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)),
    height: z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)),
  }),
);
export type AvatarCrop = z.infer<typeof avatarCropSchema>;

/** GET /users/{userId}/profile: another user's public face, for those sharing a company with them (404 otherwise). */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hasAvatar: z.boolean(),
  /** The companies both the viewer and this user belong to, by name. */
  companies: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const MAX_INITIALS = 3;

/** Initials for an avatar: first letters of the name's words, at most 3. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, MAX_INITIALS);
}

// ---------------------------------------------------------------------------------------------
// Users administration (settings): mass edit, invitations, user tags and roles.

const userIdList = z.array(z.uuid()).check(z.minLength(1), z.maxLength(1000));
const memberType = z.enum(["DEFAULT", "GUEST"]);

/** POST /companies/{companyId}/users/massedit: the same change for several members. */
export const companyUsersMassEditSchema = z
  .object({
    ids: userIdList,
    type: z.optional(memberType),
    denyLoginOnWeb: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.type !== undefined || v.denyLoginOnWeb !== undefined, {
      path: ["type"],
      message: "Choose at least one change",
    }),
  );
export type CompanyUsersMassEdit = z.infer<typeof companyUsersMassEditSchema>;
export const massEditResultSchema = z.object({ updated: z.int() });

/** Realtime event to a user whose access to a company ended (removed, or web login blocked). */
export const COMPANY_ACCESS_ENDED_EVENT = "COMPANY_ACCESS_ENDED";
/** Realtime event to a user whose permissions in a company changed. */
export const PERMISSIONS_CHANGED_EVENT = "PERMISSIONS_CHANGED";
export const companyEventSchema = z.object({ companyId: z.uuid() });

export const INVITATION_TTL_DAYS = 7;
export const USER_NAME_MAX = 200;

/** PUT /users/{userId}/name: one's own name. */
export const updateNameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_NAME_MAX)),
});
export type UpdateName = z.infer<typeof updateNameSchema>;

export const invitationInputSchema = z.object({
  email: z.email().check(z.maxLength(320)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_NAME_MAX)),
  type: memberType,
  /** The mail's language; default the invitee's own when they have an account, else Swedish. */
  language: z.optional(languageSchema),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** A pending invitation as administrators see it (never its token). */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  type: memberType,
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  invitedBy: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /invitations/{companyId}/{token}: what the invitee sees before accepting. */
export const publicInvitationSchema = z.object({
  companyName: z.string(),
  inviterName: z.nullable(z.string()),
  email: z.string(),
  name: z.string(),
  /** The email already has an account: accepting just joins the company (no password). */
  hasAccount: z.boolean(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** POST /invitations/{companyId}/{token}/accept; password and name are needed for a new account. */
export const acceptInvitationSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_NAME_MAX))),
  password: z.optional(z.string().check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(1000))),
  /** A new account's language (the one the invitee read the page in); default Swedish. */
  language: z.optional(languageSchema),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;
export const acceptInvitationResultSchema = z.object({ email: z.string(), createdAccount: z.boolean() });

export const USER_TAG_MAX = 50;
export const userTagSchema = z.object({ id: z.uuid(), name: z.string() });
export type UserTag = z.infer<typeof userTagSchema>;
export const userTagInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_TAG_MAX)),
});

export const USER_ROLE_MAX = 100;
export const userRoleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  users: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type UserRole = z.infer<typeof userRoleSchema>;
export const userRoleInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_ROLE_MAX)),
});
export const userRoleMemberInputSchema = z.object({ userId: z.uuid() });

/** companyId for the user-administration paths that carry no company in the path. */
export const companyQuerySchema = z.object({ companyId: z.uuid() });
export const invitationIdQuerySchema = z.object({ companyId: z.uuid(), id: z.uuid() });
