import type { Member } from "../../plugins/tenant";

/** A person's data is exported by a member with the GDPR permission, and by the person themself always. */
export const mayExport = (member: Pick<Member, "userId" | "permissions">, userId: string) =>
  member.userId === userId || member.permissions.has("Gdpr");
