import {
  fromRRule,
  type OrderSubscription,
  type OrderSubscriptionCreate,
  type OrderSubscriptionUpdate,
  type SubscriptionLine,
} from "@app/contract";
import type { ReactNode } from "react";
import type { UserRef } from "../../lib/member-search";
import type { RepeatDraft } from "./repeat";
import { rruleOf } from "./repeat";

/** How long the feature's toasts stay. */
export const TOAST_MS = 6000;

/** The customer picker the app gives the feature (the customers feature's), as the object form has it. */
export type CustomerField = (field: {
  initial: { id: string; name: string } | null;
  value: string | null;
  onChange: (id: string | null) => void;
}) => ReactNode;

export interface LineDraft {
  /** Tells the rows apart while they are edited. */
  key: number;
  /** The line as the server answered it (null: added in the form); what the form does not show is kept from it. */
  saved: SubscriptionLine | null;
  product: { id: string; name: string } | null;
  /** A configurable product's picked choices (one per option). */
  choiceIds: string[];
  quantity: number | string;
  description: string;
}

/**
 * A saved line the form only shows (read-only, kept or removed as a whole): a line priced by hand
 * or a free line (no product), whose price and text the form does not edit.
 */
export const isFixed = (line: LineDraft): line is LineDraft & { saved: SubscriptionLine } =>
  line.saved !== null && (line.saved.manualPrice || line.saved.product === null);

/** A line added in the form: a product to pick. */
export const newLine = (key: number): LineDraft => ({
  key,
  saved: null,
  product: null,
  choiceIds: [],
  quantity: 1,
  description: "",
});

/** What the new subscription's form edits. */
export interface Draft {
  name: string;
  customerId: string | null;
  contactId: string | null;
  responsible: UserRef | null;
  assignees: UserRef[];
  repeat: RepeatDraft;
  startDate: string | null;
  endDate: string | null;
  horizonDays: number | string;
  lines: LineDraft[];
}

export const newDraft = (me: UserRef, startDate: string): Draft => ({
  name: "",
  customerId: null,
  contactId: null,
  responsible: me,
  assignees: [],
  repeat: { freq: "WEEKLY", interval: 1, byWeekday: [] },
  startDate,
  endDate: null,
  horizonDays: 14,
  lines: [],
});

const numberOf = (value: number | string) => (value === "" ? Number.NaN : Number(value));

/** The draft as POST takes it; what is not yet valid stays invalid for the contract's schema to name. */
export const toInput = (draft: Draft): OrderSubscriptionCreate => ({
  name: draft.name.trim(),
  customerId: draft.customerId ?? "",
  contactId: draft.contactId,
  responsibleId: draft.responsible?.id ?? null,
  assigneeIds: draft.assignees.map((user) => user.id),
  rrule: rruleOf(draft.repeat) ?? "",
  startDate: draft.startDate ?? "",
  endDate: draft.endDate,
  horizonDays: numberOf(draft.horizonDays),
  lines: draft.lines.map(lineInput),
});

type LineInput = NonNullable<OrderSubscriptionCreate["lines"]>[number];

/**
 * A line as POST and PUT take it. A saved line goes back as GET answered it (its price by hand,
 * discount, unit, VAT and choices) with the person's edits; a read-only line as it was; a line whose
 * product was changed, or added, as a new line (its product's unit, VAT and price).
 */
function lineInput(line: LineDraft): LineInput {
  const description = line.description.trim() || undefined;
  const choiceIds = line.product ? line.choiceIds : [];
  if (line.saved && isFixed(line)) {
    const { position: _position, ...saved } = line.saved;
    return saved;
  }
  if (line.saved && line.saved.product?.id === line.product?.id) {
    const { position: _position, product: _product, choices: _choices, ...saved } = line.saved;
    return {
      ...saved,
      productId: line.product?.id ?? null,
      choiceIds,
      quantity: numberOf(line.quantity),
      description,
    };
  }
  return {
    productId: line.product?.id ?? null,
    ...(choiceIds.length > 0 ? { choiceIds } : {}),
    quantity: numberOf(line.quantity),
    description,
  };
}

/** The form's field of a schema's issue path ("lines.0.quantity" is the first line's quantity). */
export function messageKey(field: string) {
  if (field === "name") return "create.nameRequired";
  if (field === "customerId") return "create.customerRequired";
  if (field === "startDate") return "create.dateRequired";
  if (field === "endDate") return "create.endBeforeStart";
  if (field === "horizonDays") return "create.horizonInvalid";
  if (field === "rrule") return "create.ruleInvalid";
  if (/^lines\.\d+\.quantity$/.test(field)) return "lines.quantityInvalid";
  return "create.failed";
}

/** A saved subscription as the form edits it (its name is the object's, edited on its page). */
export function draftOf(s: OrderSubscription): Draft {
  const rule = fromRRule(s.rrule);
  return {
    name: s.name,
    customerId: s.customer.id,
    contactId: s.contact?.id ?? null,
    responsible: s.responsible ? { id: s.responsible.id, name: s.responsible.name, email: "" } : null,
    assignees: s.assignees.map((a) => ({ id: a.id, name: a.name, email: "" })),
    repeat: rule
      ? { freq: rule.freq, interval: rule.interval, byWeekday: rule.byWeekday }
      : { freq: "WEEKLY", interval: 1, byWeekday: [] },
    startDate: s.startDate,
    endDate: s.endDate,
    horizonDays: s.horizonDays,
    lines: s.lines.map((line) => ({
      key: line.position + 1,
      saved: line,
      product: line.product ? { id: line.product.id, name: line.product.name } : null,
      choiceIds: line.choices.map((choice) => choice.id),
      quantity: line.quantity,
      description: line.description === line.product?.name ? "" : line.description,
    })),
  };
}

/**
 * PUT's body: the people, dates and horizon always, the rule and the lines only when the form
 * changed them (`saved` is the draft the form started from), so a rule's count or end the form does
 * not show is kept; the lines go back as the server answered them with the person's edits (lineInput).
 */
export function toUpdate(draft: Draft, saved: Draft, version: number): OrderSubscriptionUpdate {
  const { name: _name, rrule, lines, ...input } = toInput(draft);
  return {
    ...input,
    ...(draft.repeat !== saved.repeat ? { rrule } : {}),
    ...(draft.lines !== saved.lines ? { lines } : {}),
    version,
  };
}
