import {
  ErrorCode,
  ESIGN_CODE_INTERVAL_SECONDS,
  ESIGN_CODE_MINUTES,
  ESIGN_CODE_TRIES,
  ESIGN_VERIFIED_MINUTES,
  type EsignLevel,
  type EsignMethod,
  type Language,
} from "@app/contract";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import { newCode, safeEqual, sha256 } from "../../lib/tokens";
import { codeMail } from "./esign.mail";
import * as q from "./esign.queries";

/** What a provider knows of the signer it identifies. */
export interface IdentitySubject {
  companyId: string;
  signer: q.SignerRow;
  /** The name of the document, for the message the provider sends. */
  document: string;
  /** The requester's language: the signer's, as far as the company knows. */
  language: Language;
}

/**
 * How an outside signer proves who they are before they may read and sign: one provider per method,
 * chosen by the request's level. The email code is the provider of `simple`; a stronger one (Swedish
 * BankID, an EU digital identity wallet) answers `challenge` with its own start (an order reference,
 * a wallet request) and `answer` with the provider's verdict, and serves a new level. The signer is
 * identified for ESIGN_VERIFIED_MINUTES after a right answer; the method is recorded with the
 * signature and printed on the certificate page.
 */
export interface OutsideIdentity {
  method: EsignMethod;
  /** Starts an identification: sends the person what they must answer. */
  challenge(tx: Tx, deps: Pick<Deps, "mail">, subject: IdentitySubject): Promise<void>;
  /** Checks an answer: `ok` identifies the signer; `wrong` counts a try; `dead` needs a new challenge. */
  answer(tx: Tx, subject: IdentitySubject, answer: string): Promise<"ok" | "wrong" | "dead">;
}

const codeHash = (signerId: string, code: string) => sha256(`${signerId}:${code}`);

/** A six-digit code by mail: single use, ESIGN_CODE_MINUTES, ESIGN_CODE_TRIES tries, one a minute. */
const emailCode: OutsideIdentity = {
  method: "email_code",
  async challenge(tx, deps, { companyId, signer, document, language }) {
    const sentAt = signer.codeExpiresAt ? signer.codeExpiresAt.getTime() - ESIGN_CODE_MINUTES * 60_000 : 0;
    if (Date.now() - sentAt < ESIGN_CODE_INTERVAL_SECONDS * 1000) {
      throw new AppError(429, ErrorCode.RateLimited, "A code was sent less than a minute ago. Check your mail.");
    }
    const code = newCode();
    await q.updateSigner(tx, companyId, signer.id, {
      codeHash: codeHash(signer.id, code),
      codeExpiresAt: new Date(Date.now() + ESIGN_CODE_MINUTES * 60_000),
      codeTries: 0,
    });
    await deps.mail({ to: signer.email, ...codeMail(language, { code, document, minutes: ESIGN_CODE_MINUTES }) }, tx);
  },
  // A wrong try is counted (and kept) before the answer is given.
  async answer(tx, { companyId, signer }, code) {
    const live =
      signer.codeHash !== null &&
      signer.codeExpiresAt !== null &&
      signer.codeExpiresAt.getTime() > Date.now() &&
      signer.codeTries < ESIGN_CODE_TRIES;
    if (!live) return "dead";
    if (!safeEqual(signer.codeHash ?? "", codeHash(signer.id, code))) {
      await q.updateSigner(tx, companyId, signer.id, { codeTries: signer.codeTries + 1 });
      return "wrong";
    }
    await q.updateSigner(tx, companyId, signer.id, { codeHash: null, codeVerifiedAt: new Date() });
    return "ok";
  },
};

const providers: Record<EsignLevel, OutsideIdentity> = { simple: emailCode };

/** The provider that identifies outside signers of a request of this level. */
export const outsideIdentity = (level: EsignLevel) => providers[level];

/** Whether the signer answered their provider rightly within the last ESIGN_VERIFIED_MINUTES. */
export const identified = (signer: q.SignerRow) =>
  signer.codeVerifiedAt !== null && Date.now() - signer.codeVerifiedAt.getTime() < ESIGN_VERIFIED_MINUTES * 60_000;
