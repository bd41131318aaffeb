import { z } from "zod/mini";

/** The error body every failing API call answers with. */
export const apiErrorSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  field: z.optional(z.string()),
  /**
   * With STALE_VERSION: the entity as it is now (its version, who changed it last and when). With
   * PAYLOAD_TOO_LARGE from an upload: `{ limitBytes }`, the largest file the upload takes.
   */
  current: z.optional(z.unknown()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Login error codes of the spec's section 8. */
export const LoginError = {
  AppIdMissing: 1101,
  AppIdInvalid: 1102,
  InvalidCredentials: 1103,
  SmsCodeIncorrect: 1104,
  CodeExpired: 1105,
  InvalidRequest: 1106,
  LoggedInElsewhere: 1107,
  /** Too many failed sign-ins on this account from this address (docs/security.md). */
  TooManyAttempts: 1110,
  /** Too many codes were sent for this account in an hour. */
  TooManyCodes: 1111,
} as const;

/** Login codes for which the spec shows no message. */
export const SILENT_LOGIN_CODES: readonly number[] = [1108, 1109];

export const loginErrorMessages: Record<number, string> = {
  [LoginError.AppIdMissing]: "AppId is missing, please contact an administrator.",
  [LoginError.AppIdInvalid]: "Invalid appId, please contact an administrator.",
  [LoginError.InvalidCredentials]: "Invalid username or password.",
  [LoginError.SmsCodeIncorrect]: "The SMS code is incorrect.",
  [LoginError.CodeExpired]: "The code has expired, please sign in again.",
  [LoginError.InvalidRequest]: "Invalid request data, please contact an administrator.",
  [LoginError.LoggedInElsewhere]: "You are still logged in in some other device, please logout from that device first.",
  [LoginError.TooManyAttempts]: "Too many failed sign-ins from this address, please try again in an hour.",
  [LoginError.TooManyCodes]: "Too many codes were sent for this account, please try again in an hour.",
};

/** Generic error codes (string codes, so they never clash with the numeric login codes). */
export const ErrorCode = {
  Validation: "VALIDATION",
  Unauthorized: "UNAUTHORIZED",
  Forbidden: "FORBIDDEN",
  NotFound: "NOT_FOUND",
  Conflict: "CONFLICT",
  /** Another user holds the object's edit lock. */
  Locked: "LOCKED",
  /** The save was based on an older version than the stored one (409, with `current`). */
  StaleVersion: "STALE_VERSION",
  PayloadTooLarge: "PAYLOAD_TOO_LARGE",
  RateLimited: "RATE_LIMITED",
  StorageUnavailable: "STORAGE_UNAVAILABLE",
  Internal: "INTERNAL",
  /** 507: the server's disk is full; nothing was saved. */
  StorageFull: "STORAGE_FULL",
  /** 503: the database, or the e-sign timestamp server (ESIGN_TSA_URL), did not answer (in time). */
  Unavailable: "UNAVAILABLE",
  /** 422: an Idempotency-Key used before on this address with another body. */
  IdempotencyKeyReused: "IDEMPOTENCY_KEY_REUSED",
  /** 409: the first request with this Idempotency-Key is still running. */
  IdempotencyKeyInFlight: "IDEMPOTENCY_KEY_IN_FLIGHT",
  /** The member acted on holds a permission the actor does not (docs/security.md). */
  TargetHoldsMore: "TARGET_HOLDS_MORE",
  /** A permission to grant that the actor does not hold. */
  PermissionNotHeld: "PERMISSION_NOT_HELD",
  /** Granting account or user administration needs CompanyAccountAdmin. */
  AccountAdminRequired: "ACCOUNT_ADMIN_REQUIRED",
  /** A limited user (guest) cannot hold administration permissions. */
  GuestNoAdmin: "GUEST_NO_ADMIN",
  /** Only the person themself changes their email (POST /users/{id}/email). */
  EmailOwnerOnly: "EMAIL_OWNER_ONLY",
  /** The email-change link is unknown, used or expired. */
  EmailChangeInvalid: "EMAIL_CHANGE_INVALID",
  /** Confirming an email change needs a session of that account or its password (401). */
  EmailChangeSignIn: "EMAIL_CHANGE_SIGN_IN",
  /** Signed in as another account than the one whose email change is confirmed (403). */
  EmailChangeOtherAccount: "EMAIL_CHANGE_OTHER_ACCOUNT",
  /** The "this was not me" link of an email change is unknown, used or expired. */
  EmailChangeCancelInvalid: "EMAIL_CHANGE_CANCEL_INVALID",
  /** The SMS code confirming a new phone number is wrong (tries left) or no longer live (expired, tries spent, none asked). */
  PhoneCodeIncorrect: "PHONE_CODE_INCORRECT",
  PhoneCodeExpired: "PHONE_CODE_EXPIRED",
  /** The new email belongs to another account (said only to the confirming owner). */
  EmailTaken: "EMAIL_TAKEN",
  /** The password given to change one's email is wrong. */
  PasswordIncorrect: "PASSWORD_INCORRECT",
  /** The API token's creator is blocked (denyLoginOnWeb) or no longer a member of its company. */
  TokenSuspended: "TOKEN_SUSPENDED",
  /** An invitation to an existing account is accepted only while signed in as that account. */
  InvitationSignIn: "INVITATION_SIGN_IN",
  /** Signed in as another account than the invited one. */
  InvitationOtherAccount: "INVITATION_OTHER_ACCOUNT",
  /** A member cannot change their own user type (409, field type). */
  SelfChange: "SELF_CHANGE",
  /** A member cannot remove themself from the company. */
  SelfRemoval: "SELF_REMOVAL",
  /** The change would take away the actor's own user administration. */
  SelfLockout: "SELF_LOCKOUT",
  /** The company would be left without an administrator. */
  LastAdministrator: "LAST_ADMINISTRATOR",
  /** The person is a member of the company already. */
  AlreadyMember: "ALREADY_MEMBER",
  /** The member has this tag already. */
  TagExists: "TAG_EXISTS",
  /** The member has this role already. */
  RoleExists: "ROLE_EXISTS",
  /** A completed reminder may only be reopened. */
  NoticeCompleted: "NOTICE_COMPLETED",
  /** A company limit (spec section 9) is reached. */
  LimitReached: "LIMIT_REACHED",
  /** The object is archived: it is read-only. */
  Archived: "ARCHIVED",
  /** The investigation is closed: it is read-only. */
  InvestigationClosed: "INVESTIGATION_CLOSED",
  /** Closing the investigation needs an approved certify flow on it first. */
  ApprovalRequired: "APPROVAL_REQUIRED",
  /** A file of a type that is not accepted here. */
  UnsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  /** The password-reset link is unknown, used or expired. */
  ResetTokenInvalid: "RESET_TOKEN_INVALID",
  /** The company's limit of form-app groups is reached. */
  FormGroupLimitReached: "FORM_GROUP_LIMIT_REACHED",
  /** The signing request is no longer active: complete, cancelled, declined or past its deadline (409). */
  EsignClosed: "ESIGN_CLOSED",
  /** The document changed after the signing request was sent: it cannot be signed (409). */
  EsignDocumentChanged: "ESIGN_DOCUMENT_CHANGED",
  /** The signer signed or declined already (409). */
  EsignSignerDone: "ESIGN_SIGNER_DONE",
  /** A sequential request: the signers before this one have not signed yet (409). */
  EsignNotYourTurn: "ESIGN_NOT_YOUR_TURN",
  /** An outside signer must give the email code first (403). */
  EsignCodeRequired: "ESIGN_CODE_REQUIRED",
  /** The email code is wrong, used, expired or out of tries (400, field code). */
  EsignCodeInvalid: "ESIGN_CODE_INVALID",
  /** ESIGN_CODES_PER_DAY codes were mailed to the signer within 24 hours: the next one later (429). */
  EsignCodeDayLimit: "ESIGN_CODE_DAY_LIMIT",
  /** ESIGN_CODES_TOTAL codes were mailed to the signer of this request: no more (429). */
  EsignCodeLimit: "ESIGN_CODE_LIMIT",
  /** The file is the document of an active signing request or a sealed PDF: it cannot be deleted (409). */
  FileInUse: "FILE_IN_USE",
  /** The object has a certify flow waiting for approval of its current version already (409). */
  FlowPending: "FLOW_PENDING",
  /** The flow is no longer pending: approved, rejected or cancelled (409). */
  FlowClosed: "FLOW_CLOSED",
  /** The object changed after the version the flow approves: it can no longer be decided (409). */
  FlowOutdated: "FLOW_OUTDATED",
  /** A sequential flow: the approvers before this one have not approved yet (409). */
  FlowNotYourTurn: "FLOW_NOT_YOUR_TURN",
  /** The approver has decided their step already (409). */
  FlowDecided: "FLOW_DECIDED",
  /** A flow with a decision is kept as a record: it can be cancelled, not deleted (409). */
  FlowHasDecisions: "FLOW_HAS_DECISIONS",
  /** A mail template's placeholder stands inside an address, an attribute or markup, or `{{link}}` is not a word of its own (400, field subject or body). */
  MailTemplateUnsafePlaceholder: "MAIL_TEMPLATE_UNSAFE_PLACEHOLDER",
  /** An organisation customer is no person: it is not exported or erased under GDPR (409). */
  NotPersonalData: "NOT_PERSONAL_DATA",
  /** An order is reported only with a delivered quantity for each line and the customer's signature (409). */
  OrderReportIncomplete: "ORDER_REPORT_INCOMPLETE",
} as const;
/** Every string code an API error answers with. */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
