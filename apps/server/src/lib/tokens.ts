import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** An opaque token of 32 random bytes. */
export const newToken = () => randomBytes(32).toString("base64url");

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A six-digit code, zero-padded. */
export const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, "0");

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
