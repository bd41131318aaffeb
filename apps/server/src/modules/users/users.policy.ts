import type { Permission } from "@app/contract";
import { forbidden, notFound } from "../../lib/errors";

/** A user's own resources (profile, avatar upload, email, notifications): anyone else's id answers 404. */
export function mustBeSelf(actorId: string, userId: string) {
  if (actorId !== userId) throw notFound("User");
}

interface Actor {
  userId: string;
  permissions: ReadonlySet<Permission>;
}

/** One's own permissions, or anyone's for those who edit users; others learn nothing (404). */
export function mayReadPermissions(actor: Actor, userId: string) {
  if (userId !== actor.userId && !actor.permissions.has("UsersEdit")) throw notFound("User");
}

/** Setting permissions needs UsersEdit (then members.policy's mayChangePermissions). */
export function maySetPermissions(actor: Actor, userId: string) {
  if (!actor.permissions.has("UsersEdit")) throw userId === actor.userId ? forbidden() : notFound("User");
}
