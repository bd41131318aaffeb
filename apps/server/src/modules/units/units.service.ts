import {
  ErrorCode,
  type matrixExportQuerySchema,
  skillStatus,
  UNIT_CATEGORY,
  type UnitMatrix,
  type UnitMemberStatus,
  type unitInputSchema,
  type unitProductInputSchema,
  type unitProductUpdateSchema,
  type unitUpdateSchema,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { conflict, invalid, notFound, staleVersion } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { recordExport } from "../audit/audit.service";
import { createEntry, deleteEntry, listEntries, updateEntry } from "../categories/categories.service";
import { checkMembers } from "../company-users/company-users.service";
import { getProduct as getCatalogueProduct } from "../products/products.service";
import { mayMove, mayTakeMember } from "./units.policy";
import * as q from "./units.queries";

/** A member leaves the company: they leave its units, and the units they managed have none. */
/**
 * A member leaves the company: they leave its units, and the units they managed have no manager
 * (a new version, so a save based on before is refused).
 */
export function leaveUnits(tx: Tx, companyId: string, userId: string) {
  return q.releaseMember(tx, companyId, userId);
}

type Page = { limit: number; offset: number };

// Units ----------------------------------------------------------------------------------------

export function listUnits(tx: Tx, tenant: Tenant, query: q.UnitFilter & Page) {
  return q.listUnits(tx, tenant.companyId, query);
}

export async function countUnits(tx: Tx, tenant: Tenant, filter: q.UnitFilter) {
  return { count: await q.countUnits(tx, tenant.companyId, filter) };
}

export async function getUnit(tx: Tx, tenant: Tenant, id: string) {
  const unit = await q.findUnit(tx, tenant.companyId, id);
  if (!unit) throw notFound("Unit");
  return unit;
}

/** The unit's id, name and status, or 404 (lock: its member changes take turns). */
async function unitRef(tx: Tx, tenant: Tenant, id: string, lock = false) {
  const unit = await q.findUnitRef(tx, tenant.companyId, id, lock);
  if (!unit) throw notFound("Unit");
  return unit;
}

/**
 * The references given: the manager a member of the company, the categories this company's unit
 * categories, the skills this company's skills (400 on the field otherwise).
 */
async function checkReferences(
  tx: Tx,
  companyId: string,
  refs: { managerId?: string | null; categoryIds?: string[]; skillIds?: string[] },
) {
  if (refs.managerId) await checkMembers(tx, companyId, [refs.managerId], "managerId");
  const categoryIds = [...new Set(refs.categoryIds ?? [])];
  if (categoryIds.length && (await q.countUnitCategories(tx, companyId, categoryIds)) !== categoryIds.length) {
    throw invalid("categoryIds", "Unknown unit category.");
  }
  const skillIds = [...new Set(refs.skillIds ?? [])];
  if (skillIds.length && (await q.countSkills(tx, companyId, skillIds)) !== skillIds.length) {
    throw invalid("skillIds", "Unknown skill.");
  }
  return { categoryIds, skillIds };
}

/** A new unit: PLAN unless another status is given. */
export async function createUnit(tx: Tx, tenant: Tenant, input: z.output<typeof unitInputSchema>) {
  const { categoryIds, skillIds } = await checkReferences(tx, tenant.companyId, input);
  const id = await q.insertUnit(tx, {
    companyId: tenant.companyId,
    name: input.name,
    description: input.description,
    status: input.status,
    managerId: input.managerId,
    createdBy: tenant.userId,
  });
  await q.setCategories(tx, tenant.companyId, id, categoryIds);
  await q.setSkills(tx, tenant.companyId, id, skillIds);
  return getUnit(tx, tenant, id);
}

/**
 * Saves the fields sent over the unit as it is (a field not sent is kept). The save is based on
 * the version sent, or without one on the unit as read here; when the stored unit is newer it is
 * refused with 409 STALE_VERSION and the unit as it is now. The status moves only along the
 * contract's transitions; a manager is checked when it changes (one kept is not checked again).
 */
export async function updateUnit(tx: Tx, tenant: Tenant, id: string, changes: z.output<typeof unitUpdateSchema>) {
  const current = await getUnit(tx, tenant, id);
  const version = changes.version ?? current.version;
  const stale = async () => staleVersion({ ...(await getUnit(tx, tenant, id)), updatedBy: null });
  if (version !== current.version) throw await stale();
  if (changes.status !== undefined) mayMove(current.status, changes.status);
  const managerChanged = changes.managerId !== undefined && changes.managerId !== (current.manager?.id ?? null);
  const { categoryIds, skillIds } = await checkReferences(tx, tenant.companyId, {
    managerId: managerChanged ? changes.managerId : undefined,
    categoryIds: changes.categoryIds,
    skillIds: changes.skillIds,
  });
  const saved = await q.updateUnit(tx, tenant.companyId, id, version, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.status !== undefined ? { status: changes.status } : {}),
    ...(changes.managerId !== undefined ? { managerId: changes.managerId } : {}),
  });
  if (!saved) throw await stale();
  if (changes.categoryIds) await q.setCategories(tx, tenant.companyId, id, categoryIds);
  if (changes.skillIds) await q.setSkills(tx, tenant.companyId, id, skillIds);
  return getUnit(tx, tenant, id);
}

/** Deletes the unit with its members, products and files; answers the files' storage keys (removed once committed). */
export async function deleteUnit(tx: Tx, tenant: Tenant, id: string) {
  const keys = await q.deleteUnit(tx, tenant.companyId, id);
  if (!keys) throw notFound("Unit");
  return keys;
}

/**
 * Removes stored files after the rows that named them are gone (the transaction committed). A file
 * the store fails to remove is logged and left: nothing refers to it any more.
 */
export async function removeStored(
  storage: Deps["storage"],
  keys: string[],
  log: { warn: (obj: object, msg: string) => void },
) {
  for (const key of keys) {
    await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, "unit file not removed from storage"));
  }
}

// Categories -----------------------------------------------------------------------------------

/** Unit categories have no colour of their own: they are stored with the table's default. */
const CATEGORY_COLOR = 0x228be6;
const toCategory = ({ id, name }: { id: string; name: string }) => ({ id, name });

export async function listCategories(tx: Tx, tenant: Tenant, page: Page) {
  return (await listEntries(tx, tenant.companyId, UNIT_CATEGORY, page)).map(toCategory);
}

export async function createCategory(tx: Tx, tenant: Tenant, input: { name: string }) {
  return toCategory(await createEntry(tx, tenant.companyId, UNIT_CATEGORY, { ...input, color: CATEGORY_COLOR }));
}

export async function updateCategory(tx: Tx, tenant: Tenant, id: string, input: { name: string }) {
  return toCategory(await updateEntry(tx, tenant.companyId, UNIT_CATEGORY, id, { ...input, color: CATEGORY_COLOR }));
}

/** Deletes a unit category; the units that had it keep their others. */
export function deleteCategory(tx: Tx, tenant: Tenant, id: string) {
  return deleteEntry(tx, tenant.companyId, UNIT_CATEGORY, id);
}

// Members --------------------------------------------------------------------------------------

async function findMember(tx: Tx, tenant: Tenant, unitId: string, userId: string) {
  const member = await q.findUnitUser(tx, tenant.companyId, unitId, userId);
  if (!member) throw notFound("Unit member");
  return member;
}

/**
 * Adds a member of the company to the unit, assigned: 400 (field userId) for anyone else, 409
 * ALREADY_MEMBER when they are in the unit already (assigned or not: PUT changes their place), 409
 * CONFLICT when the unit is inactivated, 409 LIMIT_REACHED past UNIT_MEMBER_LIMIT.
 */
export async function addMember(tx: Tx, tenant: Tenant, unitId: string, userId: string) {
  const unit = await unitRef(tx, tenant, unitId, true);
  await checkMembers(tx, tenant.companyId, [userId], "userId");
  if (await q.findUnitUser(tx, tenant.companyId, unitId, userId)) {
    throw conflict(ErrorCode.AlreadyMember, "The person is a member of the unit already.", "userId");
  }
  mayTakeMember(unit, await q.countUnitUsers(tx, tenant.companyId, unitId));
  await q.insertUnitUser(tx, { companyId: tenant.companyId, unitId, userId, status: "ASSIGNED" });
  return findMember(tx, tenant, unitId, userId);
}

/** A member's place in the unit: assigned (counted, in the matrix) or unassigned (kept). */
export async function setMemberStatus(
  tx: Tx,
  tenant: Tenant,
  unitId: string,
  userId: string,
  status: UnitMemberStatus,
) {
  await unitRef(tx, tenant, unitId);
  if (!(await q.updateUnitUser(tx, tenant.companyId, unitId, userId, status))) throw notFound("Unit member");
  return findMember(tx, tenant, unitId, userId);
}

export async function removeMember(tx: Tx, tenant: Tenant, unitId: string, userId: string) {
  await unitRef(tx, tenant, unitId);
  if (!(await q.deleteUnitUser(tx, tenant.companyId, unitId, userId))) throw notFound("Unit member");
}

// Files ----------------------------------------------------------------------------------------

export async function listFiles(tx: Tx, tenant: Tenant, unitId: string, page: Page) {
  await unitRef(tx, tenant, unitId);
  return q.listUnitFiles(tx, tenant.companyId, unitId, page);
}

/** 404 unless the unit is this company's (checked before an upload is received). */
export async function checkUnit(tx: Tx, tenant: Tenant, unitId: string) {
  await unitRef(tx, tenant, unitId);
}

/** Lists a stored upload among the unit's files (complete: its bytes are stored already); answers it. */
export async function addFile(
  tx: Tx,
  tenant: Tenant,
  unitId: string,
  values: { id: string; uploadName: string; size: number; contentType: string; storageKey: string },
) {
  // Held: a deletion of the unit at the same moment waits, or has happened and answers 404 here.
  await unitRef(tx, tenant, unitId, true);
  const row = await q.insertUnitFile(tx, {
    ...values,
    companyId: tenant.companyId,
    unitId,
    uploadStatus: "COMPLETE",
    uploadProgress: 100,
    createdBy: tenant.userId,
  });
  return q.toFile(row);
}

export async function getDownload(tx: Tx, tenant: Tenant, unitId: string, fileId: string) {
  await unitRef(tx, tenant, unitId);
  const file = await q.findUnitFile(tx, tenant.companyId, unitId, fileId);
  if (file?.uploadStatus !== "COMPLETE") throw notFound("File");
  return file;
}

/** Removes a file of the unit; answers its storage key (removed once committed). */
export async function deleteFile(tx: Tx, tenant: Tenant, unitId: string, fileId: string) {
  await unitRef(tx, tenant, unitId);
  const key = await q.deleteUnitFile(tx, tenant.companyId, unitId, fileId);
  if (!key) throw notFound("File");
  return key;
}

// Products -------------------------------------------------------------------------------------

export async function getProduct(tx: Tx, tenant: Tenant, unitId: string, id: string) {
  await unitRef(tx, tenant, unitId);
  const product = await q.findProduct(tx, tenant.companyId, unitId, id);
  if (!product) throw notFound("Product");
  return product;
}

export async function listProducts(tx: Tx, tenant: Tenant, unitId: string, page: Page) {
  await unitRef(tx, tenant, unitId);
  return q.listProducts(tx, tenant.companyId, unitId, page);
}

export async function createProduct(
  tx: Tx,
  tenant: Tenant,
  unitId: string,
  input: z.output<typeof unitProductInputSchema>,
) {
  await unitRef(tx, tenant, unitId, true);
  const { version: _version, ...values } = input;
  // A unit product links one of the company's catalogue products (404 for another's).
  await getCatalogueProduct(tx, tenant, values.productId);
  const id = await q.insertProduct(tx, { ...values, companyId: tenant.companyId, unitId });
  return getProduct(tx, tenant, unitId, id);
}

/** Saves the fields sent over the product (a field not sent is kept), on its version (409 STALE_VERSION). */
export async function updateProduct(
  tx: Tx,
  tenant: Tenant,
  unitId: string,
  id: string,
  changes: z.output<typeof unitProductUpdateSchema>,
) {
  const current = await getProduct(tx, tenant, unitId, id);
  const { version = current.version, ...values } = changes;
  const stale = async () => staleVersion({ ...(await getProduct(tx, tenant, unitId, id)), updatedBy: null });
  if (version !== current.version) throw await stale();
  if (values.productId)
    // A unit product links one of the company's catalogue products (404 for another's).
    await getCatalogueProduct(tx, tenant, values.productId);
  if (!(await q.updateProduct(tx, tenant.companyId, unitId, id, version, values))) throw await stale();
  return getProduct(tx, tenant, unitId, id);
}

export async function deleteProduct(tx: Tx, tenant: Tenant, unitId: string, id: string) {
  await unitRef(tx, tenant, unitId);
  if (!(await q.deleteProduct(tx, tenant.companyId, unitId, id))) throw notFound("Product");
}

// Competence matrix ----------------------------------------------------------------------------

/**
 * The unit's assigned members (by name) against the skills it requires (by name): each cell the
 * person's skill coloured on the company's day (skillStatus), or missing when they do not hold it.
 */
export async function getMatrix(tx: Tx, tenant: Tenant, unitId: string, skillId?: string): Promise<UnitMatrix> {
  const unit = await getUnit(tx, tenant, unitId);
  const skills = skillId ? unit.skills.filter((s) => s.id === skillId) : unit.skills;
  if (skillId && skills.length === 0) throw invalid("skillId", "The unit does not require this skill.");
  const members = await q.assignedMembers(tx, tenant.companyId, unitId);
  const held = await q.heldSkills(
    tx,
    tenant.companyId,
    members.map((m) => m.id),
    skills.map((s) => s.id),
  );
  const byKey = new Map(held.map((h) => [`${h.userId}:${h.skillId}`, h]));
  const today = await q.companyToday(tx, tenant.companyId);
  return {
    unit: { id: unit.id, name: unit.name },
    today,
    skills,
    rows: members.map((user) => ({
      user,
      cells: skills.map((skill) => {
        const record = byKey.get(`${user.id}:${skill.id}`);
        if (!record)
          return { skillId: skill.id, status: "missing", achievedOn: null, validUntil: null, userSkillId: null };
        return {
          skillId: skill.id,
          status: skillStatus(record.validUntil, today),
          achievedOn: record.achievedOn,
          validUntil: record.validUntil,
          userSkillId: record.id,
        };
      }),
    })),
  };
}

/** The matrix as CSV or PDF in the reader's language, with its file name and type. */
export async function exportMatrix(
  tx: Tx,
  tenant: Tenant,
  unitId: string,
  query: z.output<typeof matrixExportQuerySchema>,
) {
  const matrix = await getMatrix(tx, tenant, unitId, query.skillId);
  // With the PDF library: loaded on first use.
  const { exportName, matrixCsv, matrixPdf } = await import("./units.export");
  const reader = await q.readerOf(tx, tenant.companyId, tenant.userId);
  const input = { language: reader?.language ?? "se", company: reader?.company ?? "", matrix };
  await recordExport(tx, {
    companyId: tenant.companyId,
    kind: "competence_matrix",
    entityId: unitId,
    label: matrix.unit.name,
    filters: { format: query.format, skillId: query.skillId },
  });
  if (query.format === "csv") {
    return { name: exportName(input, "csv"), contentType: "text/csv; charset=utf-8", bytes: matrixCsv(input) };
  }
  return { name: exportName(input, "pdf"), contentType: "application/pdf", bytes: await matrixPdf(input) };
}
