import { isIP } from "node:net";
import { z } from "zod/mini";
import "./lib/zod-messages";

function emptyAsUnset(v: unknown) {
  return typeof v === "string" && v.trim() === "" ? undefined : v;
}

/** An optional URL; an empty value counts as unset. */
const optionalUrl = z.pipe(z.transform(emptyAsUnset), z.optional(z.url()));

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string) {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (rest.length > 0 || (!family && prefix !== undefined)) return false;
  if (!family) return PROXY_RANGE_NAMES.includes(address);
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) ? Number(prefix) <= (family === 4 ? 32 : 128) : isIP(prefix) === family;
}

/**
 * Fastify's trustProxy: false (the default: X-Forwarded-For is ignored), true (believe any
 * sender), or the addresses and CIDR ranges of the proxies in front of the server. A hop count
 * is refused: Fastify 5 ignores it (it cannot tell a proxy from a client that sends the header).
 */
const trustProxySchema = z.pipe(
  z.optional(z.string()),
  z.transform((value, ctx): boolean | string[] => {
    const v = value?.trim() ?? "";
    if (v === "" || v === "false") return false;
    if (v === "true") return true;
    const entries = v.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.issues.push({
        code: "custom",
        input: value,
        message: `expected true, false or a comma list of proxy addresses and CIDR ranges; not: ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  }),
);
/** Optional text; an empty value counts as unset. */
const optionalText = z.pipe(z.transform(emptyAsUnset), z.optional(z.string()));

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(["development", "production", "test"]), "development"),
  HOST: z._default(z.string().check(z.minLength(1)), "0.0.0.0"),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
  /** Address people use to reach the app; links in mail point here. */
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z._default(z.string().check(z.minLength(1)), "./data"),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), "Workspace <no-reply@workspace.local>"),
  SMS_URL: optionalUrl,
  SMS_TOKEN: z.optional(z.string()),
  SMS_FROM: z._default(z.string(), "Workspace"),
  DEMO_PASSWORD: z._default(z.string().check(z.minLength(8)), "demo1234"),
  LOG_LEVEL: z._default(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  /** Which senders of X-Forwarded-For to believe (every per-address limit uses the client address). */
  TRUST_PROXY: trustProxySchema,
  /** Requests a minute from one address to each sign-in endpoint. */
  AUTH_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.gte(1)), 30),
  SESSION_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(365)), 30),
  /**
   * Seconds a request's session lookup is kept in the process (0: looked up on every request);
   * changes reach every process at once through Redis (docs/security.md, "The session cache").
   */
  SESSION_CACHE_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(300)), 30),
  /** Largest upload, in megabytes. */
  UPLOAD_LIMIT_MB: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_240)), 100),
  /** Days before an e-sign request's deadline when those who have not signed get a reminder mail; 0: none. */
  ESIGN_REMINDER_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(365)), 2),
  /** An RFC 3161 timestamp server: the e-sign seal then carries a trusted time (PAdES B-T). */
  ESIGN_TSA_URL: optionalUrl,
  /** Embedded database: free space (MB) kept on DATA_DIR's disk; below it, writes answer 507. */
  DISK_RESERVE_MB: z._default(z.coerce.number().check(z.int(), z.gte(0)), 128),
  /** 32 bytes as base64: the key keypass secrets are encrypted with. Required in production. */
  KEYPASS_KEY: z.optional(
    z.string().check(z.refine((v) => Buffer.from(v, "base64").length === 32, "must be 32 bytes, base64-encoded")),
  ),
  /** Serve the built web app from this folder (empty: API only). */
  WEB_DIST: z.optional(z.string()),
  /** Files in this S3-compatible bucket instead of DATA_DIR/files. */
  S3_BUCKET: optionalText,
  /** The store's address; unset for AWS itself. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z._default(z.string().check(z.minLength(1)), "us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: z.pipe(
    z._default(z.enum(["true", "false"]), "false"),
    z.transform((v) => v === "true"),
  ),
});

/** The names of every setting the server reads. */
export const configVariables = Object.keys(envSchema.shape);

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
  const s3Set = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((name) => c[name as keyof typeof c]);
  if (s3Set.length > 0 && !c.S3_BUCKET) {
    throw new Error(`Invalid configuration:\n  S3_BUCKET: required when ${s3Set.join(", ")} is set`);
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither");
  }
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
