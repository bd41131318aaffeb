import { z } from "zod";

/** An optional URL; an empty value counts as unset. */
const optionalUrl = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Address people use to reach the app; links in mail point here. */
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("Workspace <no-reply@workspace.local>"),
  SMS_URL: optionalUrl,
  SMS_TOKEN: z.string().optional(),
  SMS_FROM: z.string().default("Workspace"),
  DEMO_PASSWORD: z.string().min(8).default("demo1234"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests a minute from one address to each sign-in endpoint. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Largest upload, in megabytes. */
  UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(10_240).default(100),
  /** Embedded database: free space (MB) kept on DATA_DIR's disk; below it, writes answer 507. */
  DISK_RESERVE_MB: z.coerce.number().int().min(0).default(128),
  /** 32 bytes as base64: the key keypass secrets are encrypted with. Required in production. */
  KEYPASS_KEY: z
    .string()
    .refine((v) => Buffer.from(v, "base64").length === 32, "must be 32 bytes, base64-encoded")
    .optional(),
  /** Serve the built web app from this folder (empty: API only). */
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string; demo: boolean; keypassKey: Buffer };

// Development and test only: production refuses to start without KEYPASS_KEY.
const DEV_KEYPASS_KEY = Buffer.alloc(32, "development-only-keypass-key");

/** Parses the environment; a bad setting throws an error that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === "production" && !c.KEYPASS_KEY) {
    throw new Error("Invalid configuration:\n  KEYPASS_KEY: required in production (32 bytes, base64-encoded)");
  }
  return {
    keypassKey: c.KEYPASS_KEY ? Buffer.from(c.KEYPASS_KEY, "base64") : DEV_KEYPASS_KEY,
    ...c,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    demo: c.NODE_ENV !== "production",
  };
}
