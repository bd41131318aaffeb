import {
  ErrorCode,
  type OrderSubscription,
  type orderSubscriptionCreateSchema,
  type orderSubscriptionQuerySchema,
  type orderSubscriptionUpdateSchema,
  type SubscriptionOccurrence,
  type SubscriptionStatus,
  type subscriptionActions,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { AppError, invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { listContacts } from "../customers/customer-contacts.service";
import { checkCustomerChoosable, customerRefs } from "../customers/customers.service";
import { changeObject, createPublication, getPublication, viewerOf } from "../publications/publications.service";
import { choiceIdsOf, choicesOf, type LineInput, priceLines } from "./order-lines.service";
import type { StoredSubscriptionLine } from "./order-subscriptions.queries";
import * as q from "./order-subscriptions.queries";
import { addDays, datesBetween } from "./order-subscriptions.repeat";
import { productOptionsOf, today } from "./orders.queries";
import { checkReferences, createGeneratedOrder } from "./orders.service";

type Create = z.output<typeof orderSubscriptionCreateSchema>;
type Update = z.output<typeof orderSubscriptionUpdateSchema>;
type Action = (typeof subscriptionActions)[number];

/** The most dates one run generates for a subscription, and the coming dates the page lists. */
const GENERATE_MAX = 400;
const COMING_MAX = 50;

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

/**
 * The template's lines, checked as an order's are (products of the company, prices by hand only
 * with PriceLists) by pricing them at the start date; stored without the resolved price: each
 * order is priced at its own date. A line sent without choices keeps those of the saved line at its
 * position while its product is the same (choiceIdsOf, as an order's line keeps its saved line's).
 */
async function templateLines(
  tx: Tx,
  tenant: Tenant,
  customerId: string,
  date: string,
  inputs: readonly LineInput[],
  saved: readonly StoredSubscriptionLine[] = [],
) {
  const lines = inputs.map((line, position) => ({ ...line, choiceIds: choiceIdsOf(line, saved[position]) }));
  const priced = await priceLines(tx, tenant, customerId, date, lines, []);
  return priced.map(
    (line): StoredSubscriptionLine => ({
      productId: line.productId ?? null,
      productNumber: line.productNumber ?? null,
      productName: line.productName ?? null,
      choiceIds: line.choiceIds ?? [],
      description: line.description ?? "",
      quantity: Number(line.quantity),
      unitCode: line.unitCode,
      manualPrice: line.manualPrice ?? false,
      unitPriceOre: line.manualPrice ? line.unitPriceOre : null,
      discountPercent: Number(line.discountPercent ?? 0),
      vatRate: line.vatRate,
    }),
  );
}

const asLineInput = (line: StoredSubscriptionLine): LineInput => ({
  productId: line.productId,
  choiceIds: line.choiceIds,
  description: line.description,
  quantity: line.quantity,
  unitCode: line.unitCode as LineInput["unitCode"],
  manualPrice: line.manualPrice,
  unitPriceOre: line.unitPriceOre ?? undefined,
  discountPercent: line.discountPercent,
  vatRate: line.vatRate as LineInput["vatRate"],
});

async function find(tx: Tx, tenant: Tenant, id: string) {
  const publication = await getPublication(tx, tenant, id);
  if (publication.type !== "orderSubscription") throw notFound("Order subscription");
  const row = await q.findSubscription(tx, tenant.companyId, id);
  if (!row) throw notFound("Order subscription");
  return row;
}

export async function getSubscription(tx: Tx, tenant: Tenant, id: string): Promise<OrderSubscription> {
  const row = await find(tx, tenant, id);
  const [customers, assignees, contacts] = await Promise.all([
    customerRefs(tx, tenant, [row.customerId]),
    q.userNames(tx, row.assigneeIds),
    row.contactId ? listContacts(tx, tenant, row.customerId) : Promise.resolve([]),
  ]);
  const contact = contacts.find((c) => c.id === row.contactId);
  const configured = [
    ...new Set(row.lines.flatMap((line) => (line.choiceIds.length > 0 && line.productId ? [line.productId] : []))),
  ];
  const options = await productOptionsOf(tx, tenant.companyId, configured);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    customer: customers.get(row.customerId) ?? { id: row.customerId, number: "", name: "" },
    contact: contact ? { id: contact.id, name: contact.name } : null,
    plant: person(row.plantId, row.plantName),
    deliveryAddress: row.deliveryAddress ?? null,
    responsible: person(row.responsibleId, row.responsibleName),
    assignees,
    rrule: row.rrule,
    startDate: row.startDate,
    endDate: row.endDate,
    horizonDays: row.horizonDays,
    orderText: row.orderText,
    internalNotes: row.internalNotes,
    lines: row.lines.map((line, position) => ({
      position,
      product: line.productId
        ? { id: line.productId, number: line.productNumber ?? "", name: line.productName ?? "" }
        : null,
      choices: line.choiceIds.length > 0 ? choicesOf(line.choiceIds, options.get(line.productId ?? "") ?? []) : [],
      description: line.description,
      quantity: line.quantity,
      unitCode: line.unitCode as OrderSubscription["lines"][number]["unitCode"],
      manualPrice: line.manualPrice,
      unitPriceOre: line.unitPriceOre,
      discountPercent: line.discountPercent,
      vatRate: line.vatRate as OrderSubscription["lines"][number]["vatRate"],
    })),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSubscriptions(tx: Tx, tenant: Tenant, filter: z.output<typeof orderSubscriptionQuerySchema>) {
  const ids = await q.listSubscriptions(tx, tenant.companyId, viewerOf(tenant), filter);
  const answers: OrderSubscription[] = [];
  for (const id of ids) answers.push(await getSubscription(tx, tenant, id));
  return answers;
}

/**
 * POST: the object of type orderSubscription and its template, and at once the orders of the dates
 * within its horizon, by the job's own generation (generateDueOrders for this subscription): the
 * job cannot see the subscription before this transaction commits, and after it finds each date
 * claimed.
 */
export async function createSubscription(tx: Tx, tenant: Tenant, input: Create) {
  await checkCustomerChoosable(tx, tenant, input.customerId);
  await checkReferences(tx, tenant, input.customerId, input);
  const lines = await templateLines(tx, tenant, input.customerId, input.startDate, input.lines);
  const object = {
    type: "orderSubscription" as const,
    name: input.name,
    description: "",
    body: "",
    periodDate: null,
    groupId: input.groupId,
    customerId: input.customerId,
    tags: [],
  };
  const publication = await createPublication(tx, tenant, object);
  const { name: _name, groupId: _group, lines: _lines, ...fields } = input;
  await q.insertSubscription(tx, {
    ...fields,
    publicationId: publication.id,
    companyId: tenant.companyId,
    lines,
    createdBy: tenant.userId,
  });
  await generateDueOrders(tx, tenant.companyId, new Date(), publication.id);
  return getSubscription(tx, tenant, publication.id);
}

const stale = (current: { status: SubscriptionStatus; version: number }) =>
  new AppError(
    409,
    ErrorCode.StaleVersion,
    "The subscription was changed by someone else while you edited.",
    undefined,
    current,
  );

/**
 * PUT: the fields sent; changes apply to the orders generated from now on (those made stay as they
 * are). A new customer (one in use, as on creation) is the object's customer too; the contact and
 * plant of the former customer are then left out unless the body names the new one's.
 */
export async function updateSubscription(tx: Tx, tenant: Tenant, id: string, input: Update) {
  const row = await find(tx, tenant, id);
  const customerId = input.customerId ?? row.customerId;
  const newCustomer = customerId !== row.customerId;
  const startDate = input.startDate ?? row.startDate;
  const endDate = input.endDate === undefined ? row.endDate : input.endDate;
  if (endDate && endDate < startDate) throw invalid("endDate", "The end is before the start");
  if (newCustomer) await checkCustomerChoosable(tx, tenant, customerId);
  const refs = newCustomer ? { contactId: null, plantId: null, ...input } : input;
  await checkReferences(tx, tenant, customerId, refs);
  const { version, lines, customerId: _customer, ...fields } = refs;
  const changes = {
    ...fields,
    ...(newCustomer ? { customerId } : {}),
    ...(lines ? { lines: await templateLines(tx, tenant, customerId, startDate, lines, row.lines) } : {}),
  };
  if (!(await q.updateSubscription(tx, tenant.companyId, id, { version }, changes))) {
    throw stale({ status: row.status, version: row.version });
  }
  // The object's customer follows (its edit lock respected): who may edit the subscription may move it.
  if (newCustomer) await changeObject(tx, tenant, id, { customerId });
  return getSubscription(tx, tenant, id);
}

const actionMoves: Record<Action, { from: SubscriptionStatus[]; to: SubscriptionStatus }> = {
  pause: { from: ["active"], to: "paused" },
  resume: { from: ["paused"], to: "active" },
  end: { from: ["active", "paused"], to: "ended" },
};

/**
 * Pause, resume or end: one conditional UPDATE from the states the action starts from; 409 with the
 * current state otherwise. A resumed subscription's due orders are made at once, by the job's own
 * generation (the job sees it paused until this transaction commits).
 */
export async function changeSubscriptionState(tx: Tx, tenant: Tenant, id: string, action: Action) {
  await find(tx, tenant, id);
  const { from, to } = actionMoves[action];
  if (!(await q.updateSubscription(tx, tenant.companyId, id, { statuses: from }, { status: to }))) {
    const row = await q.findSubscription(tx, tenant.companyId, id);
    throw new AppError(409, ErrorCode.Conflict, `The subscription is ${row?.status}: it cannot ${action}.`, "status", {
      status: row?.status,
      version: row?.version,
    });
  }
  if (to === "active") await generateDueOrders(tx, tenant.companyId, new Date(), id);
  return getSubscription(tx, tenant, id);
}

/** The dates generated (with their orders) and the coming ones within a year (an active subscription's). */
export async function subscriptionOccurrences(tx: Tx, tenant: Tenant, id: string): Promise<SubscriptionOccurrence[]> {
  const row = await find(tx, tenant, id);
  const made = await q.occurrencesOf(tx, tenant.companyId, id, 200);
  const claimed = new Set(made.map((m) => m.date));
  const day = await today(tx, tenant.companyId);
  const coming =
    row.status === "ended"
      ? []
      : datesBetween(row.rrule, row.startDate, day, minDate(addDays(day, 366), row.endDate), COMING_MAX)
          .filter((date) => !claimed.has(date))
          .map((date) => ({ date, order: null }));
  const generated = made.map((m) => ({
    date: m.date,
    order: m.orderId && m.number !== null && m.status ? { id: m.orderId, number: m.number, status: m.status } : null,
  }));
  return [...coming.reverse(), ...generated].sort((a, b) => b.date.localeCompare(a.date));
}

const minDate = (a: string, b: string | null) => (b !== null && b < a ? b : a);

// ---- generation (jobs/order-subscriptions.ts) ----

export function companiesWithActiveSubscriptions(tx: Tx) {
  return q.companiesWithActiveSubscriptions(tx);
}

/**
 * Generates the company's due orders (docs/orders.md, "Generation"): for each active subscription,
 * every date of its rule from today (the company's) to today + its horizon (not past its end) gets
 * its order, made as the subscription's creator would make it (their membership; skipped while
 * they are no longer a member who may create objects) and priced at its date. Each date is claimed
 * first (claimOccurrence), so it gets its order exactly once whatever runs this concurrently.
 * The job runs it for every subscription of the company; creating or resuming a subscription runs
 * it for that one (`only`). Answers how many orders were made.
 */
export async function generateDueOrders(tx: Tx, companyId: string, now = new Date(), only?: string): Promise<number> {
  const day = await today(tx, companyId, now);
  let made = 0;
  for (const subscription of await q.activeSubscriptions(tx, companyId, only)) {
    const until = minDate(addDays(day, subscription.horizonDays), subscription.endDate);
    const from = subscription.startDate > day ? subscription.startDate : day;
    const dates = datesBetween(subscription.rrule, subscription.startDate, from, until, GENERATE_MAX);
    if (dates.length === 0 || !subscription.createdBy) continue;
    const membership = await q.memberOf(tx, companyId, subscription.createdBy);
    if (membership?.type !== "DEFAULT" || !membership.permissions.has("PublicationCreate")) continue;
    const actor: Tenant = {
      companyId,
      userId: subscription.createdBy,
      type: membership.type,
      enabledFeatures: membership.enabledFeatures,
      permissions: membership.permissions,
      run: (fn) => fn(tx),
    };
    for (const date of dates) {
      if (!(await q.claimOccurrence(tx, companyId, subscription.id, date))) continue;
      const orderId = await createGeneratedOrder(
        tx,
        actor,
        {
          name: `${subscription.name} ${date}`,
          groupId: null,
          customerId: subscription.customerId,
          contactId: subscription.contactId,
          plantId: subscription.plantId,
          deliveryAddress: subscription.deliveryAddress ?? null,
          plannedStart: date,
          plannedEnd: null,
          responsibleId: subscription.responsibleId,
          assigneeIds: subscription.assigneeIds,
          orderText: subscription.orderText,
          internalNotes: subscription.internalNotes,
          subscription: { id: subscription.id, occurrenceDate: date },
        },
        subscription.lines.map(asLineInput),
      );
      await q.setOccurrenceOrder(tx, companyId, subscription.id, date, orderId);
      made++;
    }
  }
  return made;
}
