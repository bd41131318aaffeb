import { z } from "zod/mini";

export const WEB_APP_ID = "web";
export const MIN_PASSWORD_LENGTH = 8;
export const SMS_CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export const authorizeQuerySchema = z.object({ appId: z.optional(z.string()) });

export const authorizeBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(1000)),
});
export type AuthorizeBody = z.infer<typeof authorizeBodySchema>;

export const secondFactorMethods = ["none", "email", "sms"] as const;
export const secondFactorSchema = z.enum(secondFactorMethods);
export type SecondFactor = z.infer<typeof secondFactorSchema>;

export const sessionSchema = z.object({ token: z.string(), userId: z.uuid() });
export type Session = z.infer<typeof sessionSchema>;

/** Answer of /authorize when a company of the user requires a second factor. */
export const codeSentSchema = z.object({
  codeRequired: z.literal(true),
  challengeId: z.uuid(),
  method: z.enum(["email", "sms"]),
  destination: z.string(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const authorizeResponseSchema = z.union([sessionSchema, codeSentSchema]);
export type AuthorizeResponse = z.infer<typeof authorizeResponseSchema>;

/**
 * The spec's body is { sms }: the challenge then comes from the httpOnly cookie /authorize set.
 * A challengeId sent in the body is used instead of the cookie.
 */
export const authorizeSmsBodySchema = z.object({
  sms: z.string().check(z.regex(/^\d{6}$/)),
  challengeId: z.optional(z.uuid()),
});
export type AuthorizeSmsBody = z.infer<typeof authorizeSmsBodySchema>;

export const forgotPasswordBodySchema = z.object({ Email: z.email().check(z.maxLength(320)) });

export const newPasswordSchema = z
  .object({
    password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(1000)),
    confirmPassword: z.string().check(z.minLength(1)),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      message: "Passwords do not match",
    }),
  );

export const resetPasswordBodySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(1000)),
});

export const okSchema = z.object({ ok: z.literal(true) });
