import type { Permission } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";
import { addMember, createUser, signIn } from "./fixtures";

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
  app: FastifyInstance,
  db: Database,
  companyId: string,
  permissions: Permission[],
  type: "DEFAULT" | "GUEST" = "DEFAULT",
) {
  const user = await createUser(db, { name: `${type === "GUEST" ? "Guest" : "Member"} ${permissions.length}` });
  await addMember(db, companyId, user.id, { permissions, type });
  return { user, token: await signIn(app, user.email) };
}
