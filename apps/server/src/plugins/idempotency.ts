import { ErrorCode } from "@app/contract";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Database, rowsOf } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { AppError, invalid } from "../lib/errors";
import { sha256 } from "../lib/tokens";

/** How long an answer is kept for a retry (the IETF draft and Stripe: 24 hours). */
export const KEEP_HOURS = 24;
/** A first request that has not ended by then is taken for dead (its process stopped): the key may be used again. */
const LAPSE_MINUTES = 5;
const MAX_KEY_LENGTH = 255;

type Claim = { userId: string; key: string; method: string; path: string };
const claims = new WeakMap<FastifyRequest, Claim>();

const where = (claim: Claim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.method, claim.method),
    eq(idempotencyKeys.path, claim.path),
  );

/**
 * A POST of a signed-in user with an `Idempotency-Key` header (the IETF HTTPAPI draft, Stripe's
 * model) runs once: the first claims the key (per user, method and address) with one INSERT ...
 * ON CONFLICT, and its answer is kept when it created something (201, unless the answer is
 * `Cache-Control: no-store`, as a new API token's is). The same key and body within 24 hours get
 * that answer again (`Idempotent-Replayed: true`) and change nothing; another body answers 422;
 * while the first still runs, 409. Any other answer (an error, a 200) releases the key, so a retry
 * runs again. Only JSON bodies are compared: a multipart upload's key is ignored.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  const { db } = options;

  app.addHook("preHandler", async (request, reply) => {
    const key = request.headers["idempotency-key"];
    if (request.method !== "POST" || key === undefined || !request.user) return;
    const type = request.headers["content-type"];
    if (type && !type.startsWith("application/json")) return;
    if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw invalid("Idempotency-Key", `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters.`);
    }
    const claim: Claim = { userId: request.user.id, key, method: request.method, path: request.url };
    const bodyHash = sha256(JSON.stringify(request.body ?? null));
    // A row deleted between the claim and the read (its first request failed) is claimed again.
    for (let tries = 0; tries < 3; tries++) {
      if (await claimKey(db, claim, bodyHash)) {
        claims.set(request, claim);
        return;
      }
      const [row] = await db.select().from(idempotencyKeys).where(where(claim));
      if (!row) continue;
      if (row.bodyHash !== bodyHash) {
        throw new AppError(
          422,
          ErrorCode.IdempotencyKeyReused,
          "This Idempotency-Key was used with another request body: use a new key for a new request.",
        );
      }
      if (row.status === null) {
        throw new AppError(
          409,
          ErrorCode.IdempotencyKeyInFlight,
          "A request with this Idempotency-Key is still running: try again when it has ended.",
        );
      }
      return replay(reply, row.status, row.contentType, row.body);
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const keep =
      reply.statusCode === 201 &&
      typeof payload === "string" &&
      !String(reply.getHeader("cache-control") ?? "").includes("no-store");
    try {
      if (keep) {
        const contentType = String(reply.getHeader("content-type") ?? "application/json");
        await db
          .update(idempotencyKeys)
          .set({ status: reply.statusCode, contentType, body: payload })
          .where(where(claim));
      } else {
        await db.delete(idempotencyKeys).where(where(claim));
      }
    } catch (err) {
      // The answer still goes out; the key stays claimed until it lapses.
      request.log.error({ err }, "idempotency: the answer could not be kept");
    }
    return payload;
  });
});

/** Claims the key: a new row, or one whose time is up (kept 24 hours, or a first request that lapsed). */
async function claimKey(db: Database, claim: Claim, bodyHash: string) {
  const result = await db.execute(sql`
    insert into idempotency_keys (user_id, key, method, path, body_hash)
    values (${claim.userId}, ${claim.key}, ${claim.method}, ${claim.path}, ${bodyHash})
    on conflict (user_id, key, method, path) do update
      set body_hash = excluded.body_hash, status = null, content_type = null, body = null, created_at = now()
      where idempotency_keys.created_at < now() - make_interval(hours => ${KEEP_HOURS})
         or (idempotency_keys.status is null and idempotency_keys.created_at < now() - make_interval(mins => ${LAPSE_MINUTES}))
    returning 1 as claimed`);
  return rowsOf(result).length > 0;
}

function replay(reply: FastifyReply, status: number, contentType: string | null, body: string | null) {
  return reply
    .code(status)
    .header("content-type", contentType ?? "application/json")
    .header("idempotent-replayed", "true")
    .send(body ?? "");
}

/** Removes the answers kept longer than 24 hours (a job; a late retry finds its key free either way). */
export async function deleteExpiredKeys(db: Database) {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
