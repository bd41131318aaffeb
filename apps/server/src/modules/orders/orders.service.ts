import {
  ErrorCode,
  ORDER_EDITABLE,
  type Order,
  type OrderLine,
  type OrderListItem,
  type OrderStatus,
  type orderCopySchema,
  type orderCreateSchema,
  type orderLinesUpdateSchema,
  type orderQuerySchema,
  orderTotals,
  type orderUpdateSchema,
  type ProductUnitCode,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { AppError, invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { readInfo } from "../company-info/company-info.service";
import { checkMembers } from "../company-users/company-users.service";
import { listContacts } from "../customers/customer-contacts.service";
import { checkCustomerChoosable, customerIdsMatching, customerRefs } from "../customers/customers.service";
import { createPublication, getPublication, viewerOf } from "../publications/publications.service";
import { type LineInput, priceLines, toLine, totalsOf } from "./order-lines.service";
import type { StoredAddress } from "./orders.queries";
import * as q from "./orders.queries";

type Create = z.output<typeof orderCreateSchema>;
type Update = z.output<typeof orderUpdateSchema>;

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

// ---- references ----

async function checkContact(tx: Tx, tenant: Tenant, customerId: string, contactId: string | null | undefined) {
  if (!contactId) return;
  const contacts = await listContacts(tx, tenant, customerId);
  if (!contacts.some((contact) => contact.id === contactId))
    throw invalid("contactId", "Not a contact of the customer.");
}

async function checkPlant(tx: Tx, tenant: Tenant, customerId: string, plantId: string | null | undefined) {
  if (!plantId) return;
  const plant = await q.plantOf(tx, tenant.companyId, plantId);
  if (!plant) throw invalid("plantId", "Unknown plant.");
  if (plant.customerId !== customerId) throw invalid("plantId", "The plant is another customer's.");
}

async function checkPeople(
  tx: Tx,
  tenant: Tenant,
  responsibleId: string | null | undefined,
  assigneeIds: readonly string[] | undefined,
) {
  if (responsibleId) await checkMembers(tx, tenant.companyId, [responsibleId], "responsibleId");
  if (assigneeIds && assigneeIds.length > 0) await checkMembers(tx, tenant.companyId, [...assigneeIds], "assigneeIds");
}

/** A contact, plant and people of the company for this customer (400 naming the field otherwise). */
export async function checkReferences(
  tx: Tx,
  tenant: Tenant,
  customerId: string,
  refs: {
    contactId?: string | null;
    plantId?: string | null;
    responsibleId?: string | null;
    assigneeIds?: readonly string[];
  },
) {
  await checkContact(tx, tenant, customerId, refs.contactId);
  await checkPlant(tx, tenant, customerId, refs.plantId);
  await checkPeople(tx, tenant, refs.responsibleId, refs.assigneeIds);
}

// ---- reading ----

/** The order the member sees (as its object), 404 otherwise. */
export async function find(tx: Tx, tenant: Tenant, id: string) {
  const publication = await getPublication(tx, tenant, id);
  if (publication.type !== "order") throw notFound("Order");
  const row = await q.findOrder(tx, tenant.companyId, id);
  if (!row) throw notFound("Order");
  return { publication, row };
}

export async function getOrder(tx: Tx, tenant: Tenant, id: string): Promise<Order> {
  const { row } = await find(tx, tenant, id);
  const [customers, lines, assignees, contacts] = await Promise.all([
    customerRefs(tx, tenant, [row.customerId]),
    q.linesOf(tx, tenant.companyId, id),
    q.assigneesOf(tx, tenant.companyId, [id]),
    row.contactId ? listContacts(tx, tenant, row.customerId) : Promise.resolve([]),
  ]);
  const customer = customers.get(row.customerId) ?? { id: row.customerId, number: "", name: "" };
  const contact = contacts.find((c) => c.id === row.contactId);
  const configured = [
    ...new Set(lines.flatMap((line) => (line.choiceIds.length > 0 && line.productId ? [line.productId] : []))),
  ];
  const options = await q.productOptionsOf(tx, tenant.companyId, configured);
  const answerLines = lines.map((line) => toLine(line, options));
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    status: row.status,
    customer,
    contact: contact ? { id: contact.id, name: contact.name } : null,
    plant: person(row.plantId, row.plantName),
    deliveryAddress: row.deliveryAddress ?? null,
    orderDate: row.orderDate,
    plannedStart: row.plannedStart,
    plannedEnd: row.plannedEnd,
    responsible: person(row.responsibleId, row.responsibleName),
    assignees: assignees.map(({ id: userId, name }) => ({ id: userId, name })),
    orderText: row.orderText,
    internalNotes: row.internalNotes,
    cancelReason: row.cancelReason,
    subscription:
      row.subscriptionId && row.occurrenceDate
        ? { id: row.subscriptionId, name: row.subscriptionName ?? "", occurrenceDate: row.occurrenceDate }
        : null,
    lines: answerLines,
    totals: orderTotals(answerLines),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    statusChangedBy: person(row.statusChangedBy, row.statusChangedByName),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of the orders the member sees, with the list's filters; a search also finds the orders of customers it matches. */
export async function listOrders(
  tx: Tx,
  tenant: Tenant,
  filter: z.output<typeof orderQuerySchema>,
): Promise<OrderListItem[]> {
  const customerIds = filter.q ? await customerIdsMatching(tx, tenant, filter.q) : null;
  const rows = await q.listOrders(tx, tenant.companyId, viewerOf(tenant), filter, customerIds);
  const customers = await customerRefs(
    tx,
    tenant,
    rows.map((row) => row.customerId),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    status: row.status,
    customer: customers.get(row.customerId) ?? { id: row.customerId, number: "", name: "" },
    orderDate: row.orderDate,
    plannedStart: row.plannedStart,
    responsible: person(row.responsibleId, row.responsibleName),
    netOre: row.netOre,
    grossOre: row.grossOre,
  }));
}

// ---- creating ----

type Header = {
  name?: string;
  groupId: string | null;
  customerId: string;
  contactId: string | null;
  plantId: string | null;
  deliveryAddress: StoredAddress | null;
  orderDate: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  responsibleId: string | null;
  assigneeIds: readonly string[];
  orderText: string;
  internalNotes: string;
  subscription?: { id: string; occurrenceDate: string };
};

/** The object of type order (through the publications service: number, group, rights) and its part, with lines already priced. */
async function insertNewOrder(tx: Tx, tenant: Tenant, header: Header, lines: readonly q.LineValues[]) {
  await checkCustomerChoosable(tx, tenant, header.customerId);
  await checkContact(tx, tenant, header.customerId, header.contactId);
  await checkPlant(tx, tenant, header.customerId, header.plantId);
  await checkPeople(tx, tenant, header.responsibleId, header.assigneeIds);
  const number = await q.nextOrderNumber(tx, tenant.companyId);
  const object = {
    type: "order" as const,
    name: header.name ?? `Order ${number}`,
    description: "",
    body: "",
    periodDate: null,
    groupId: header.groupId,
    customerId: header.customerId,
    tags: [],
  };
  const publication = await createPublication(tx, tenant, object);
  const totals = totalsOf(lines);
  await q.insertOrder(tx, {
    publicationId: publication.id,
    companyId: tenant.companyId,
    number,
    customerId: header.customerId,
    contactId: header.contactId,
    plantId: header.plantId,
    deliveryAddress: header.deliveryAddress,
    orderDate: header.orderDate,
    plannedStart: header.plannedStart,
    plannedEnd: header.plannedEnd,
    responsibleId: header.responsibleId,
    orderText: header.orderText,
    internalNotes: header.internalNotes,
    subscriptionId: header.subscription?.id ?? null,
    occurrenceDate: header.subscription?.occurrenceDate ?? null,
    netOre: totals.netOre,
    grossOre: totals.grossOre,
    createdBy: tenant.userId,
  });
  await q.replaceLines(
    tx,
    tenant.companyId,
    publication.id,
    lines.map(({ id: _id, ...line }) => line),
  );
  await q.setAssignees(tx, tenant.companyId, publication.id, header.assigneeIds);
  return publication.id;
}

/**
 * POST: a draft numbered from the company's sequence; its lines priced at its order date (the
 * company's today unless given); its text the company's order text unless given.
 */
export async function createOrder(tx: Tx, tenant: Tenant, input: Create) {
  await checkCustomerChoosable(tx, tenant, input.customerId);
  const orderDate = input.orderDate ?? (await q.today(tx, tenant.companyId));
  const lines = await priceLines(tx, tenant, input.customerId, orderDate, input.lines, []);
  const orderText = input.orderText ?? (await readInfo(tx, tenant.companyId)).orderText;
  const id = await insertNewOrder(tx, tenant, { ...input, orderDate, orderText }, lines);
  return getOrder(tx, tenant, id);
}

/**
 * An order of a subscription for one date (the job, order-subscriptions.service): made as a member
 * of the subscription would make it, priced at that date; lines priced by hand in the template keep
 * their price (they were allowed when the template was saved).
 */
export async function createGeneratedOrder(
  tx: Tx,
  tenant: Tenant,
  header: Omit<Header, "orderDate"> & { subscription: { id: string; occurrenceDate: string } },
  lines: readonly LineInput[],
) {
  const date = header.subscription.occurrenceDate;
  const asAllowed: Tenant = { ...tenant, permissions: new Set([...tenant.permissions, "PriceLists"]) };
  const priced = await priceLines(tx, asAllowed, header.customerId, date, lines, []);
  return insertNewOrder(tx, tenant, { ...header, orderDate: date, plannedStart: date }, priced);
}

/** Lines a subscription keeps for its orders: checked now as an order's would be (products, prices by hand), priced later. */
export async function checkTemplateLines(
  tx: Tx,
  tenant: Tenant,
  customerId: string,
  date: string,
  lines: readonly LineInput[],
) {
  await priceLines(tx, tenant, customerId, date, lines, []);
}

// ---- changing ----

/** 409 with the order's state as it is now: its status is not one the change needs, or (with a version) it changed since. */
export async function refused(tx: Tx, tenant: Tenant, id: string, allowed: readonly OrderStatus[], what: string) {
  const state = await q.orderState(tx, tenant.companyId, id);
  if (!state) return notFound("Order");
  if (allowed.includes(state.status)) {
    return new AppError(
      409,
      ErrorCode.StaleVersion,
      "The order was changed by someone else while you edited.",
      undefined,
      state,
    );
  }
  return new AppError(409, ErrorCode.Conflict, `The order is ${state.status}: ${what}.`, "status", state);
}

/** PUT: the order's details (not its customer: copy it for another); only while it is editable (ORDER_EDITABLE). */
export async function updateOrder(tx: Tx, tenant: Tenant, id: string, input: Update) {
  const { row } = await find(tx, tenant, id);
  if (input.customerId !== undefined && input.customerId !== row.customerId) {
    throw invalid("customerId", "An order's customer does not change: copy the order for another customer.");
  }
  if (!ORDER_EDITABLE.includes(row.status)) throw await refused(tx, tenant, id, ORDER_EDITABLE, "it cannot change");
  await checkContact(tx, tenant, row.customerId, input.contactId);
  await checkPlant(tx, tenant, row.customerId, input.plantId);
  await checkPeople(tx, tenant, input.responsibleId, input.assigneeIds);
  const plannedStart = input.plannedStart === undefined ? row.plannedStart : input.plannedStart;
  const plannedEnd = input.plannedEnd === undefined ? row.plannedEnd : input.plannedEnd;
  if (plannedStart && plannedEnd && plannedEnd < plannedStart) {
    throw invalid("plannedEnd", "The planned end is before the start");
  }
  const { version, assigneeIds, customerId: _customer, ...changes } = input;
  const changed = await q.updateOrder(tx, tenant.companyId, id, { statuses: ORDER_EDITABLE, version }, changes);
  if (!changed) throw await refused(tx, tenant, id, ORDER_EDITABLE, "it cannot change");
  if (assigneeIds) await q.setAssignees(tx, tenant.companyId, id, assigneeIds);
  return getOrder(tx, tenant, id);
}

/** PUT …/lines: the whole list of lines (priced at the order's date), the totals with them. */
export async function saveLines(tx: Tx, tenant: Tenant, id: string, input: z.output<typeof orderLinesUpdateSchema>) {
  const { row } = await find(tx, tenant, id);
  if (!ORDER_EDITABLE.includes(row.status))
    throw await refused(tx, tenant, id, ORDER_EDITABLE, "its lines cannot change");
  if (input.version !== undefined && input.version !== row.version) {
    throw await refused(tx, tenant, id, ORDER_EDITABLE, "its lines cannot change");
  }
  const saved = await q.linesOf(tx, tenant.companyId, id);
  const lines = await priceLines(tx, tenant, row.customerId, row.orderDate, input.lines, saved);
  const totals = totalsOf(lines);
  const when = { statuses: ORDER_EDITABLE, version: input.version ?? row.version };
  if (!(await q.updateOrder(tx, tenant.companyId, id, when, { netOre: totals.netOre, grossOre: totals.grossOre }))) {
    throw await refused(tx, tenant, id, ORDER_EDITABLE, "its lines cannot change");
  }
  await q.replaceLines(tx, tenant.companyId, id, lines);
  return getOrder(tx, tenant, id);
}

/**
 * A copy: a new draft numbered anew, dated today, with the same customer, contact, plant, address,
 * people, texts and lines; the lines priced again at today's prices, or, with keepPrices, as they
 * were (by hand lines stay as they were either way).
 */
export async function copyOrder(tx: Tx, tenant: Tenant, id: string, input: z.output<typeof orderCopySchema>) {
  const { publication, row } = await find(tx, tenant, id);
  const source = await getOrder(tx, tenant, id);
  const orderDate = await q.today(tx, tenant.companyId);
  const saved = await q.linesOf(tx, tenant.companyId, id);
  const lines: q.LineValues[] = [];
  for (const line of saved) {
    const { id: _id, companyId: _c, publicationId: _p, ...values } = line;
    if (input.keepPrices || line.manualPrice || !line.productId) {
      lines.push(values);
      continue;
    }
    const [again] = await priceLines(
      tx,
      tenant,
      row.customerId,
      orderDate,
      [
        {
          productId: line.productId,
          choiceIds: line.choiceIds,
          description: line.description,
          quantity: Number(line.quantity),
          unitCode: line.unitCode as ProductUnitCode,
          manualPrice: false,
          discountPercent: Number(line.discountPercent),
          vatRate: line.vatRate as OrderLine["vatRate"],
        },
      ],
      [],
    );
    if (again) lines.push({ ...again, position: line.position });
  }
  const newId = await insertNewOrder(
    tx,
    tenant,
    {
      name: publication.name,
      groupId: publication.group?.id ?? null,
      customerId: row.customerId,
      contactId: row.contactId,
      plantId: row.plantId,
      deliveryAddress: row.deliveryAddress ?? null,
      orderDate,
      plannedStart: null,
      plannedEnd: null,
      responsibleId: row.responsibleId,
      assigneeIds: source.assignees.map((a) => a.id),
      orderText: row.orderText,
      internalNotes: row.internalNotes,
    },
    lines,
  );
  return getOrder(tx, tenant, newId);
}
