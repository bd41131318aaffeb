import { z } from "zod";
import { COMPANY_CREATE, permissionSchema } from "./permissions";

/** Every API token starts with this, so it is told apart from a session token (and from leaked text). */
export const API_TOKEN_PREFIX = "wsk_";
export const API_TOKEN_NAME_MAX = 100;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  permissions: z.array(permissionSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Its creator is blocked (denyLoginOnWeb) or no longer a member: it answers 403 TOKEN_SUSPENDED until that changes. */
  suspended: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the only time the secret is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, "Required").max(API_TOKEN_NAME_MAX),
  permissions: z
    .array(permissionSchema)
    .max(100)
    .default([])
    .refine((list) => !list.includes(COMPANY_CREATE), "CompanyCreate cannot be given to a token")
    .transform((list) => [...new Set(list)]),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenSchema>;

/** ?companyId= of the token routes. */
export const apiTokenQuerySchema = z.object({ companyId: z.uuid() });

/** An app that signs in to the API (the web app is `web`). */
export const registeredAppSchema = z.object({ appId: z.string(), name: z.string() });
export type RegisteredApp = z.infer<typeof registeredAppSchema>;
