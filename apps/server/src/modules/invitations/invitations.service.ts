import {
  type AcceptInvitation,
  ErrorCode,
  INVITATION_TTL_DAYS,
  type InvitationInput,
  type Language,
} from "@app/contract";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, conflict, invalid, isUniqueViolation, notFound } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { newToken, sha256 } from "../../lib/tokens";
import { sessionsChanged } from "../../plugins/session-cache";
import type { Tenant } from "../../plugins/tenant";
import { mayMakeFullUser } from "../company-users/members.policy";
import { renderCompanyMail } from "../mail-templates/mail-templates.service";
import * as q from "./invitations.queries";

const gone = () => notFound("Invitation");

/** Where the invitee opens the invitation (the web app's public page). */
export const invitationLink = (deps: Deps, companyId: string, token: string) =>
  `${deps.config.publicUrl}/invitation/${companyId}/${token}`;

/**
 * Invites someone by email: replaces their pending invitation, stores the new one (token hashed,
 * valid 7 days) and mails the link in the company's wording, in the invitee's language (the mail
 * leaves through the outbox with tx). tx: the route's tenant.run.
 */
export async function invite(tx: Tx, deps: Deps, tenant: Tenant, input: InvitationInput) {
  // Inviting a full user needs the same right as making a guest one.
  if (input.type === "DEFAULT") mayMakeFullUser(tenant);
  const token = newToken();
  const account = await q.findUserByEmail(tx, input.email);
  if (account && (await q.isMember(tx, tenant.companyId, account.id))) {
    throw conflict(ErrorCode.AlreadyMember, "This person is already a user of the company.", "email");
  }
  await q.deletePendingFor(tx, tenant.companyId, input.email);
  const id = await q.insertInvitation(tx, {
    companyId: tenant.companyId,
    email: input.email.trim(),
    name: input.name,
    type: input.type,
    tokenHash: sha256(token),
    invitedBy: tenant.userId,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
  const names = await q.companyAndUserNames(tx, tenant.companyId, tenant.userId);
  const language: Language = input.language ?? account?.language ?? "se";
  const mail = await renderCompanyMail(tx, {
    companyId: tenant.companyId,
    type: "INVITATION",
    language,
    values: { ...names, name: input.name, link: invitationLink(deps, tenant.companyId, token) },
  });
  const invitation = await q.findInvitation(tx, tenant.companyId, id);
  if (!invitation) throw gone();
  await deps.mail({ to: invitation.email, subject: mail.subject, text: mail.text }, tx);
  return invitation;
}

/**
 * What the invitee sees before accepting; 404 when the link is unknown, used or expired. tx: the
 * route's withCompany (no member signed in).
 */
export async function describe(tx: Tx, companyId: string, token: string) {
  const invitation = await q.findLive(tx, companyId, sha256(token));
  if (!invitation) throw gone();
  const account = await q.findUserByEmail(tx, invitation.email);
  return {
    companyName: invitation.companyName,
    inviterName: invitation.inviterName,
    email: invitation.email,
    name: invitation.name,
    hasAccount: Boolean(account),
  };
}

/**
 * Accepts once: a new email gets an account with the chosen password; an existing account joins
 * only while signed in as that account (401 INVITATION_SIGN_IN signed out, 403
 * INVITATION_OTHER_ACCOUNT as someone else), so whoever re-addressed an account cannot collect
 * invitations meant for that address. Either way the membership gets the invited type. tx: the
 * route's withCompany.
 */
export async function accept(
  tx: Tx,
  companyId: string,
  token: string,
  body: AcceptInvitation,
  signedInAs: string | null,
) {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  try {
    return await join(tx, companyId, token, body, signedInAs, passwordHash);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(ErrorCode.EmailTaken, "An account with this email was just created; sign in instead.");
    }
    throw error;
  }
}

async function join(
  tx: Tx,
  companyId: string,
  token: string,
  body: AcceptInvitation,
  signedInAs: string | null,
  passwordHash: string | null,
) {
  const invitation = await q.useInvitation(tx, companyId, sha256(token));
  if (!invitation) throw gone();
  let account = await q.findUserByEmail(tx, invitation.email);
  if (account && !signedInAs) {
    throw new AppError(
      401,
      ErrorCode.InvitationSignIn,
      "This email already has an account: sign in to it to accept the invitation.",
    );
  }
  if (account && account.id !== signedInAs) {
    throw new AppError(
      403,
      ErrorCode.InvitationOtherAccount,
      "The invitation is for another account: sign in as the invited email to accept it.",
    );
  }
  const createdAccount = !account;
  if (!account) {
    if (!passwordHash) {
      throw invalid("password", "Choose a password of at least 8 characters.");
    }
    account = await q.insertAccount(tx, {
      name: body.name ?? invitation.name,
      email: invitation.email,
      passwordHash,
      language: body.language ?? "se",
    });
    if (!account) throw gone();
  }
  await q.insertMember(tx, { companyId, userId: account.id, type: invitation.type });
  sessionsChanged(tx, { userId: account.id });
  return { email: invitation.email, createdAccount };
}

/** Revokes a pending invitation (its link stops working). */
export async function revoke(tx: Tx, tenant: Tenant, id: string) {
  if (!(await q.deletePending(tx, tenant.companyId, id))) throw gone();
}
