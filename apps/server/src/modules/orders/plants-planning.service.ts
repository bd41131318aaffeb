import {
  type BudningResult,
  type BudningType,
  type budningSchema,
  orderCreateSchema,
  type PlanningItem,
  type PlanningOrdersResult,
  type planningOrdersSchema,
  type planningQuerySchema,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import type { Tenant } from "../../plugins/tenant";
import { readInfo } from "../company-info/company-info.service";
import { renderCompanyMail } from "../mail-templates/mail-templates.service";
import { viewerOf } from "../publications/publications.service";
import { memberContacts } from "./orders.queries";
import { createOrder } from "./orders.service";
import { addressLine, rebookText, visitTypeNames } from "./plants.mail";
import * as q from "./plants.queries";
import { findPlant } from "./plants.service";

type Skipped = PlanningOrdersResult["skipped"];
type Item = { plantId: string; type: BudningType };

/** The selection in one order (plant, then type), so concurrent requests lock the intervals alike and never deadlock. */
const inLockOrder = (items: readonly Item[]) =>
  [...items].sort((a, b) => a.plantId.localeCompare(b.plantId) || a.type.localeCompare(b.type));

/** The planning list: the due intervals of a period (overdue, this month, next month) by area, in the company's days. */
export async function planningList(
  tx: Tx,
  tenant: Tenant,
  filter: z.output<typeof planningQuerySchema>,
): Promise<PlanningItem[]> {
  const days = await q.planningDays(tx, tenant.companyId);
  const rows = await q.planning(tx, tenant.companyId, viewerOf(tenant), days, filter);
  return rows.map((row) => ({
    plant: { id: row.plantId, name: row.name, kind: row.kind, area: row.area },
    customer: { id: row.customerId, number: row.customerNumber, name: row.customerName },
    type: row.type,
    nextDue: row.nextDue,
    address: row.address ?? null,
    hasEmail: row.hasEmail,
    hasPhone: row.hasPhone,
    noticeSent: row.noticeSent,
    order: row.orderId && row.orderNumber !== null ? { id: row.orderId, number: row.orderNumber } : null,
  }));
}

export async function planningAreas(tx: Tx, tenant: Tenant) {
  return q.areas(tx, tenant.companyId);
}

const typeTitle = (type: BudningType) => {
  const name = visitTypeNames.se[type];
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * One draft order per plant and budning type of the selection, for its due date, through the
 * orders' own create (its number, customer, plant and address; the product as its one line when
 * given), planned for the due date (today when overdue). The selection's intervals are locked first
 * (in one order), so two people making orders at once make one and never deadlock; a due date with
 * its order already is skipped.
 */
export async function makeOrders(
  tx: Tx,
  tenant: Tenant,
  input: z.output<typeof planningOrdersSchema>,
): Promise<PlanningOrdersResult> {
  const { today } = await q.planningDays(tx, tenant.companyId);
  const made: PlanningOrdersResult["made"] = [];
  const skipped: Skipped = [];
  // Every interval locked first, in one order, before any order takes the company's counter.
  const due = [];
  for (const { plantId, type } of inLockOrder(input.items)) {
    const plant = await findPlant(tx, tenant, plantId);
    const interval = await q.lockInterval(tx, tenant.companyId, plantId, type);
    if (!interval?.nextDue) skipped.push({ plantId, type, reason: "notDue" });
    else if (await q.plantOrderFor(tx, tenant.companyId, plantId, type, interval.nextDue)) {
      skipped.push({ plantId, type, reason: "alreadyDone" });
    } else due.push({ ...plant, type, nextDue: interval.nextDue });
  }
  for (const { publication, row, type, nextDue } of due) {
    const plantId = row.publicationId;
    const order = await createOrder(
      tx,
      tenant,
      orderCreateSchema.parse({
        name: `${typeTitle(type)} – ${publication.name}`.slice(0, 200),
        groupId: publication.group?.id ?? null,
        customerId: row.customerId,
        plantId,
        deliveryAddress: row.address ?? null,
        plannedStart: nextDue < today ? today : nextDue,
        lines: input.productId ? [{ productId: input.productId, quantity: 1 }] : [],
      }),
    );
    await q.insertPlantOrder(tx, { orderId: order.id, companyId: tenant.companyId, plantId, type, dueDate: nextDue });
    made.push({ plantId, type, orderId: order.id, number: order.number });
  }
  return { made, skipped };
}

/**
 * The budning: the owner of each plant of the selection is sent the visit's date and time window
 * and how to rebook, by mail or SMS through the outbox, in the plant's notice language, worded by
 * the company's BUDNING template (or the default). Once per due date: the notice is claimed by one
 * conditional UPDATE (plants.queries claimNotice) before it is queued, so two senders send it once.
 */
export async function sendBudning(
  tx: Tx,
  deps: Pick<Deps, "mail" | "sms">,
  tenant: Tenant,
  input: z.output<typeof budningSchema>,
): Promise<BudningResult> {
  const info = await readInfo(tx, tenant.companyId);
  const [sender] = await memberContacts(tx, tenant.companyId, [tenant.userId]);
  const sent: BudningResult["sent"] = [];
  const skipped: Skipped = [];
  for (const { plantId, type } of inLockOrder(input.items)) {
    const { publication, row } = await findPlant(tx, tenant, plantId);
    const [interval] = (await q.intervalsOf(tx, tenant.companyId, [plantId])).filter((i) => i.type === type);
    if (!interval?.nextDue) {
      skipped.push({ plantId, type, reason: "notDue" });
      continue;
    }
    const owner = await q.owner(tx, tenant.companyId, row.customerId);
    const to = (input.channel === "email" ? owner?.email : owner?.phone)?.trim();
    if (!owner || !to) {
      skipped.push({ plantId, type, reason: "noRecipient" });
      continue;
    }
    if (!(await q.claimNotice(tx, tenant.companyId, plantId, type))) {
      skipped.push({ plantId, type, reason: "alreadyDone" });
      continue;
    }
    const language = row.language;
    const message = await renderCompanyMail(tx, {
      companyId: tenant.companyId,
      type: "BUDNING",
      language,
      values: {
        name: owner.name,
        companyName: info.name,
        visitType: visitTypeNames[language][type],
        plantName: publication.name,
        address: addressLine(row.address ?? null),
        visitDate: input.date,
        timeWindow: `${input.timeFrom}–${input.timeTo}`,
        rebook: rebookText(language, info.phone ?? "", sender?.email ?? ""),
      },
    });
    if (input.channel === "email") await deps.mail({ to, subject: message.subject, text: message.text }, tx);
    else await deps.sms({ to, text: message.text }, tx);
    sent.push({ plantId, type, to });
  }
  return { sent, skipped };
}
