import { z } from "zod/mini";
import { COMPANY_CREATE, permissionSchema } from "./permissions";

/** Every API token starts with this, so it is told apart from a session token (and from leaked text). */
export const API_TOKEN_PREFIX = "wsk_";
export const API_TOKEN_NAME_MAX = 100;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  permissions: z.array(permissionSchema),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  createdBy: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** Its creator is blocked (denyLoginOnWeb) or no longer a member: it answers 403 TOKEN_SUSPENDED until that changes. */
  suspended: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the only time the secret is shown. */
export const createdApiTokenSchema = z.extend(apiTokenSchema, { token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const createApiTokenSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Required"), z.maxLength(API_TOKEN_NAME_MAX)),
  permissions: z.pipe(
    z
      ._default(z.array(permissionSchema).check(z.maxLength(100)), [])
      .check(z.refine((list) => !list.includes(COMPANY_CREATE), "CompanyCreate cannot be given to a token")),
    z.transform((list) => [...new Set(list)]),
  ),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenSchema>;

/** ?companyId= of the token routes. */
export const apiTokenQuerySchema = z.object({ companyId: z.uuid() });

/** An app that signs in to the API (the web app is `web`). */
export const registeredAppSchema = z.object({ appId: z.string(), name: z.string() });
export type RegisteredApp = z.infer<typeof registeredAppSchema>;
