import argon2 from "argon2";

// OWASP argon2id parameters (19 MiB, 2 passes); tests use the cheapest allowed.
const options = {
  type: argon2.argon2id,
  memoryCost: process.env.NODE_ENV === "test" ? 1024 : 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

// Verified when the email is unknown, so both answers take the same time.
const dummyHash = hashPassword("not-a-real-password");

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const ok = await argon2.verify(hash ?? (await dummyHash), password).catch(() => false);
  return hash !== null && ok;
}
