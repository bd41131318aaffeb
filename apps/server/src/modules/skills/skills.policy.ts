import type { Permission } from "@app/contract";
import { forbidden } from "../../lib/errors";

/** Who asks: the member and what they hold in the company. */
interface Asker {
  userId: string;
  permissions: ReadonlySet<Permission>;
}

/** With the Skills permission a member sees and records everyone's skills (docs/units.md, "Skills"). */
export const managesSkills = (asker: Asker) => asker.permissions.has("Skills");

/**
 * Whose skills a member's list shows: everyone's (undefined) with Skills, else only their own. A
 * filter, not a refusal: without the permission the list is one's own.
 */
export const ownSkillsOnly = (asker: Asker): string | undefined => (managesSkills(asker) ? undefined : asker.userId);

/** A certificate is downloaded by its holder, or by a member with Skills. */
export function mayReadCertificate(asker: Asker, holderId: string) {
  if (holderId !== asker.userId && !managesSkills(asker)) throw forbidden();
}

/** The skills an object requires are changed by a member who may edit the object. */
export function mayChangeObjectSkills(publication: { can: { edit: boolean } }) {
  if (!publication.can.edit) throw forbidden();
}
