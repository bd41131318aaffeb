import {
  AVATAR_SIZE,
  AVATAR_TYPES,
  type AvatarCrop,
  type ChangePassword,
  COMPANY_CREATE,
  ErrorCode,
  PERMISSIONS_CHANGED_EVENT,
  type Permission,
} from "@app/contract";
import Bowser from "bowser";
import type { Metadata } from "sharp";
import { afterCommit, type Database, type Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, conflict, notFound } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { loadMembership } from "../../plugins/membership";
import { sessionsChanged } from "../../plugins/session-cache";
import type { Counted, Tenant } from "../../plugins/tenant";
import { recordPermissionChange } from "../audit/audit.service";
import { endFeed } from "../calendar/calendar.service";
import { memberTargets } from "../company-users/company-users.service";
import { mayChangePermissions } from "../company-users/members.policy";
import { verifyAccountPassword } from "../session/session.service";
import { mayReadPermissions, maySetPermissions } from "./users.policy";
import * as q from "./users.queries";

export async function getUser(db: Database, userId: string) {
  const user = await q.findUser(db, userId);
  if (!user) throw notFound("User");
  return user;
}

/** A member's permissions in the tenant's company (users.policy's mayReadPermissions). */
export async function memberPermissions(db: Database, tenant: Tenant, userId: string) {
  mayReadPermissions(tenant, userId);
  if (userId === tenant.userId) return [...tenant.permissions];
  const target = await loadMembership(db, tenant.companyId, userId);
  if (!target) throw notFound("User");
  return [...target.permissions];
}

/**
 * Replaces a member's permissions (members.policy's mayChangePermissions); the company keeps at
 * least one member who edits users. Their open browsers reload the permissions (side menu,
 * settings) once it has committed. Answers the member's permissions as they are now.
 */
export async function setMemberPermissions(
  tx: Tx,
  deps: Pick<Deps, "realtime">,
  tenant: Tenant,
  userId: string,
  permissions: Permission[],
) {
  const { companyId } = tenant;
  const granted = [...new Set(permissions)];
  maySetPermissions(tenant, userId);
  const target = (await memberTargets(tx, companyId, [userId])).get(userId);
  if (!target) throw notFound("User");
  mayChangePermissions(tenant, target, granted);
  if (
    userId === tenant.userId &&
    !granted.includes("UsersEdit") &&
    (await q.otherUserEditors(tx, companyId, userId)) === 0
  ) {
    throw conflict(ErrorCode.LastAdministrator, "You are the company's last administrator of users.");
  }
  const keepCreate = target.permissions.has(COMPANY_CREATE);
  await q.replacePermissions(tx, companyId, userId, granted, keepCreate);
  await recordPermissionChange(tx, {
    companyId,
    kind: "permissions",
    entityId: userId,
    subjectUserId: userId,
    before: [...target.permissions],
    after: [...granted, ...(keepCreate ? [COMPANY_CREATE] : [])],
  });
  sessionsChanged(tx, { userId });
  afterCommit(tx, () => deps.realtime.toUser(userId, PERMISSIONS_CHANGED_EVENT, { companyId }));
  const after = (await memberTargets(tx, companyId, [userId])).get(userId);
  return [...(after?.permissions ?? [])];
}

/**
 * A user's avatar, for themself and for members of a company they belong to; else 404. tx: the
 * route's acrossMyCompanies of the viewer, whose companies are companyIds.
 */
export async function findAvatar(tx: Tx, viewerId: string, userId: string, companyIds: string[]) {
  const visible = viewerId === userId || (await q.isMemberOfAny(tx, userId, companyIds));
  const avatar = visible ? await q.findAvatar(tx, userId) : null;
  if (!avatar) throw notFound("Avatar");
  return avatar;
}

/**
 * Stores one's avatar: a PNG, JPEG or WebP image (by its bytes, not only its content type: 415
 * otherwise), turned upright, cut to `crop` when given (kept inside the image), scaled to an
 * AVATAR_SIZE px square WebP; sharp writes no metadata (EXIF, GPS, ICC) unless asked.
 */
export async function saveAvatar(
  db: Database,
  userId: string,
  contentType: string | undefined,
  data: unknown,
  crop: AvatarCrop,
) {
  const type = contentType?.split(";")[0]?.trim() ?? "";
  if (!(AVATAR_TYPES as readonly string[]).includes(type) || !Buffer.isBuffer(data)) throw unsupportedImage();
  const image = await avatarImage(data, crop);
  await q.saveAvatar(db, userId, "image/webp", image);
}

const unsupportedImage = () =>
  new AppError(415, ErrorCode.UnsupportedMediaType, "The avatar must be a PNG, JPEG or WebP image.");

const SHARP_FORMATS = new Set(["png", "jpeg", "webp"]);

async function avatarImage(data: Buffer, crop: AvatarCrop) {
  // limitInputPixels: a small file that decodes to a huge bitmap is refused, not processed.
  const options = { limitInputPixels: 40_000_000, animated: false };
  // libvips: loaded on first use.
  const { default: sharp } = await import("sharp");
  let meta: Metadata;
  try {
    meta = await sharp(data, options).metadata();
  } catch {
    throw unsupportedImage();
  }
  if (!meta.format || !SHARP_FORMATS.has(meta.format) || !meta.width || !meta.height) throw unsupportedImage();
  // Width and height as seen upright (EXIF orientations 5 to 8 swap them).
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  let pipeline = sharp(data, options).rotate();
  if (crop.width !== undefined && crop.height !== undefined) {
    const left = Math.min(crop.left ?? 0, width - 1);
    const top = Math.min(crop.top ?? 0, height - 1);
    // rotate() then extract(): the rectangle is in the upright image's pixels, as the client saw it.
    pipeline = pipeline.extract({
      left,
      top,
      width: Math.min(crop.width, width - left),
      height: Math.min(crop.height, height - top),
    });
  }
  try {
    return await pipeline
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "centre" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw unsupportedImage();
  }
}

export async function deleteAvatar(db: Database, userId: string) {
  await q.deleteAvatar(db, userId);
}

/**
 * What every recovery act (a password reset or change, signing out everywhere else, "this was
 * not me", a member blocked from the web or removed) ends besides sessions, in the act's own
 * transaction (docs/security.md, "Account recovery"): the account's pending email changes (their
 * links no longer confirm), its pending phone change, its unused reset links and its calendar
 * feed address.
 */
export async function voidAccountLinks(tx: Tx, userId: string) {
  await q.voidPendingChanges(tx, userId);
  await endFeed(tx, userId);
}

/**
 * The counting step of a change of one's own account that asks for the current password (the
 * password, email and phone changes): under the sign-in's limits (session.service's
 * verifyAccountPassword), a wrong password is answered as 400 PASSWORD_INCORRECT on `field` once it
 * has been counted; a right one answers the account, for the route's main step. tx: the route's
 * withUserScope.
 */
export async function countCurrentPassword(
  tx: Tx,
  deps: Pick<Deps, "mail">,
  userId: string,
  password: string,
  address: string,
  field: string,
): Promise<Counted<NonNullable<Awaited<ReturnType<typeof q.findAccount>>>>> {
  const account = await q.findAccount(tx, userId);
  if (!account || !(await verifyAccountPassword(tx, deps, account, password, address))) {
    return { refused: new AppError(400, ErrorCode.PasswordIncorrect, "The password is not correct.", field) };
  }
  return { passed: account };
}

/**
 * Changes one's own password, once the route's counting step passed the current one
 * (countCurrentPassword on currentPassword); every other session of the user ends, this one stays,
 * and their sockets are disconnected once it has committed; a recovery act (voidAccountLinks).
 * tx: the route's withUserScope.
 */
export async function changePassword(
  tx: Tx,
  deps: Pick<Deps, "realtime">,
  userId: string,
  keepSession: string,
  input: ChangePassword,
) {
  const passwordHash = await hashPassword(input.newPassword);
  await q.setPasswordHash(tx, userId, passwordHash);
  await voidAccountLinks(tx, userId);
  const ended = await q.revokeOtherSessions(tx, userId, keepSession);
  sessionsChanged(tx, { userId });
  afterCommit(tx, () => {
    for (const id of ended) deps.realtime.endSession(id);
  });
}

/** One's live sessions, the asking one marked current. */
export async function listSessions(db: Database, userId: string, currentSession: string) {
  const rows = await q.liveSessions(db, userId);
  return rows.map((row) => {
    const agent = row.userAgent ? Bowser.parse(row.userAgent) : null;
    return {
      id: row.id,
      appId: row.appId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      browser: agent?.browser.name || null,
      os: agent?.os.name || null,
      current: row.id === currentSession,
    };
  });
}

/**
 * "Sign out everywhere else": ends every session of the user but the asking one (their sockets
 * disconnected once tx committed); a recovery act (voidAccountLinks). tx: the route's withUserScope.
 */
export async function endOtherSessions(tx: Tx, deps: Pick<Deps, "realtime">, userId: string, keepSession: string) {
  await voidAccountLinks(tx, userId);
  const ended = await q.revokeOtherSessions(tx, userId, keepSession);
  sessionsChanged(tx, { userId });
  afterCommit(tx, () => {
    for (const id of ended) deps.realtime.endSession(id);
  });
  return { ended: ended.length };
}

/**
 * Another user's public profile: name, whether there is an avatar, and the companies the viewer
 * shares with them; nothing private (no email, phone, language). 404 without a shared company.
 * tx: the route's acrossMyCompanies of the viewer, whose companies are companyIds.
 */
export async function publicProfile(tx: Tx, userId: string, companyIds: string[]) {
  const shared = await q.sharedCompanies(tx, userId, companyIds);
  const user = shared.length > 0 ? await q.findUser(tx, userId) : null;
  if (!user) throw notFound("User");
  return { id: user.id, name: user.name, hasAvatar: user.hasAvatar, companies: shared };
}
