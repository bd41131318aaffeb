import type { Permission } from "@app/contract";
import { addMember, createUser, signIn } from "./fixtures";
import type { TestApp } from "./helpers";

export const editor: Permission[] = [
  "PublicationCreate",
  "PublicationEdit",
  "PublicationArchive",
  "PublicationShare",
  "SeeObjectsWithoutGroup",
];

export const publicationsUrl = (companyId: string, rest = "") => `/api/companies/${companyId}/publications${rest}`;

/** A new member of the company with the given permissions, signed in. */
export async function newMember(
  t: Pick<TestApp, "app" | "deps">,
  companyId: string,
  permissions: Permission[],
  type: "DEFAULT" | "GUEST" = "DEFAULT",
) {
  const user = await createUser(t.deps.db, { name: `${type === "GUEST" ? "Guest" : "Member"} ${permissions.length}` });
  await addMember(t.deps.db, companyId, user.id, { permissions, type });
  return { user, token: await signIn(t.app, user.email) };
}
