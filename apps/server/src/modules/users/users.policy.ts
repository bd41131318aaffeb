import type { Permission } from "@app/contract";
import type { FastifyRequest } from "fastify";
import { forbidden, notFound } from "../../lib/errors";
import { currentUser } from "../../plugins/auth";

/**
 * preHandler of a user's own resources (`/users/:userId/...`: profile, avatar upload, email,
 * notifications): anyone else's id answers 404.
 */
export async function selfOnly(request: FastifyRequest) {
  if (currentUser(request).id !== (request.params as { userId: string }).userId) throw notFound("User");
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

/** preHandler of what only a signed-in session may do (password, sessions): an API token gets 403. */
export async function ownSessionOnly(request: FastifyRequest) {
  if (currentUser(request).apiToken) throw forbidden();
}
