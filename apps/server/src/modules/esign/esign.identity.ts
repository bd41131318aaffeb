import {
  ErrorCode,
  ESIGN_CODE_INTERVAL_SECONDS,
  ESIGN_CODE_MINUTES,
  ESIGN_CODE_TRIES,
  ESIGN_CODES_PER_DAY,
  ESIGN_CODES_TOTAL,
  ESIGN_VERIFIED_MINUTES,
  type EsignLevel,
  type EsignMethod,
  type Language,
} from "@app/contract";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import { newCode, newToken, safeEqual, sha256 } from "../../lib/tokens";
import { codeMail } from "./esign.mail";
import type { SignerRow } from "./esign.queries";
import * as q from "./esign-code.queries";

/** What a provider knows of the signer it identifies. */
export interface IdentitySubject {
  companyId: string;
  signer: SignerRow;
  /** The name of the document, for the message the provider sends. */
  document: string;
  /** The language of the mails to this outside signer (`outsideLanguage`: theirs, else the request's). */
  language: Language;
}

/**
 * How an outside signer proves who they are before they may read and sign: one provider per method,
 * chosen by the request's level. The email code is the provider of `simple`; a stronger one (Swedish
 * BankID, an EU digital identity wallet) answers `challenge` with its own start (an order reference,
 * a wallet request) and `answer` with the provider's verdict, and serves a new level. After a right
 * answer the signer is identified for ESIGN_VERIFIED_MINUTES in the browser that gave it (`identify`);
 * the method is recorded with the signature and printed on the certificate page.
 */
export interface OutsideIdentity {
  method: EsignMethod;
  /** Starts an identification: sends the person what they must answer. */
  challenge(tx: Tx, deps: Pick<Deps, "mail">, subject: IdentitySubject): Promise<void>;
  /** Checks an answer: `ok` identifies the signer; `wrong` counts a try; `dead` needs a new challenge. */
  answer(tx: Tx, subject: IdentitySubject, answer: string): Promise<"ok" | "wrong" | "dead">;
}

const codeHash = (signerId: string, code: string) => sha256(`${signerId}:${code}`);

/**
 * A six-digit code by mail: single use, ESIGN_CODE_MINUTES, ESIGN_CODE_TRIES tries, one a minute, at
 * most ESIGN_CODES_PER_DAY within 24 hours and ESIGN_CODES_TOTAL in all (so at most 25 guesses a day
 * and 100 ever of a million codes). Issuing, counting a try and using the code are each one
 * conditional UPDATE, so calls at the same moment cannot pass the interval, the limits or the tries,
 * whatever the caller locked or read before.
 */
const emailCode: OutsideIdentity = {
  method: "email_code",
  async challenge(tx, deps, { companyId, signer, document, language }) {
    const code = newCode();
    const now = Date.now();
    const issued = await q.issueCode(
      tx,
      companyId,
      signer.id,
      {
        hash: codeHash(signer.id, code),
        expiresAt: new Date(now + ESIGN_CODE_MINUTES * 60_000),
        // A code issued at t expires at t + validity; one issued at least the interval ago expires by then.
        latestPreviousExpiry: new Date(now + ESIGN_CODE_MINUTES * 60_000 - ESIGN_CODE_INTERVAL_SECONDS * 1000),
        now: new Date(now),
        dayStartedBefore: new Date(now - 24 * 3_600_000),
      },
      { perDay: ESIGN_CODES_PER_DAY, total: ESIGN_CODES_TOTAL },
    );
    if (issued === "total") {
      throw new AppError(
        429,
        ErrorCode.EsignCodeLimit,
        `${ESIGN_CODES_TOTAL} codes were sent for this link: no more can be sent. Ask the sender to send the request again.`,
      );
    }
    if (issued === "day") {
      throw new AppError(
        429,
        ErrorCode.EsignCodeDayLimit,
        `${ESIGN_CODES_PER_DAY} codes were sent within 24 hours. Ask for a new code tomorrow.`,
      );
    }
    if (issued === "interval") {
      throw new AppError(429, ErrorCode.RateLimited, "A code was sent less than a minute ago. Check your mail.");
    }
    await deps.mail({ to: signer.email, ...codeMail(language, { code, document, minutes: ESIGN_CODE_MINUTES }) }, tx);
  },
  // Every try is counted (and kept) before the code is compared; no count left means the code is dead.
  async answer(tx, { companyId, signer }, code) {
    const now = new Date();
    const stored = await q.countCodeTry(tx, companyId, signer.id, ESIGN_CODE_TRIES, now);
    if (stored === null) return "dead";
    if (!safeEqual(stored, codeHash(signer.id, code))) return "wrong";
    return (await q.useCode(tx, companyId, signer.id, stored)) ? "ok" : "dead";
  },
};

const providers: Record<EsignLevel, OutsideIdentity> = { simple: emailCode };

/** The provider that identifies outside signers of a request of this level. */
export const outsideIdentity = (level: EsignLevel) => providers[level];

/**
 * A right answer identifies the signer in the browser that gave it, not whoever holds the link (a
 * forwarded mail): that browser gets a random proof (an httpOnly cookie on the link's path,
 * esign.routes.ts) and only its hash is kept, replacing an earlier browser's. Answers the proof.
 */
export async function identify(tx: Tx, companyId: string, signer: SignerRow) {
  const proof = newToken();
  await q.identify(tx, companyId, signer.id, sha256(proof), new Date());
  return proof;
}

/** Whether the browser holding `proof` answered the signer's provider rightly within the last ESIGN_VERIFIED_MINUTES. */
export const identified = (signer: SignerRow, proof: string | undefined) =>
  proof !== undefined &&
  signer.proofHash !== null &&
  signer.codeVerifiedAt !== null &&
  Date.now() - signer.codeVerifiedAt.getTime() < ESIGN_VERIFIED_MINUTES * 60_000 &&
  safeEqual(signer.proofHash, sha256(proof));
