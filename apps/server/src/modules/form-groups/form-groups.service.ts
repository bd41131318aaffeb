import { ErrorCode, formGroupLimitMessage } from "@app/contract";
import type { Tx } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { checkMembers } from "../company-users/company-users.service";
import * as q from "./form-groups.queries";

async function getFormGroup(tx: Tx, companyId: string, id: string) {
  const group = await q.findFormGroup(tx, companyId, id);
  if (!group) throw notFound("Form group");
  return group;
}

/** Creates a form group; 409 FORM_GROUP_LIMIT_REACHED once the company has its limit. */
export async function createFormGroup(tx: Tx, companyId: string, name: string) {
  // One creation at a time per company, so two at once cannot both pass the limit.
  await q.lockCreation(tx, companyId);
  const { count, limit } = await q.formGroupCount(tx, companyId);
  if (count >= limit) throw conflict(ErrorCode.FormGroupLimitReached, formGroupLimitMessage);
  return getFormGroup(tx, companyId, await q.insertFormGroup(tx, companyId, name));
}

/** Adds a member of the company (once); answers the group. */
export async function addMember(tx: Tx, companyId: string, formGroupId: string, userId: string) {
  await getFormGroup(tx, companyId, formGroupId);
  await checkMembers(tx, companyId, [userId], "userId");
  await q.addMember(tx, companyId, formGroupId, userId);
  return getFormGroup(tx, companyId, formGroupId);
}
