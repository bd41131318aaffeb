import {
  fromRRule,
  type OrderSubscription,
  type OrderSubscriptionCreate,
  type OrderSubscriptionUpdate,
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
  product: { id: string; name: string } | null;
  quantity: number | string;
  description: string;
}

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
  lines: draft.lines.map((line) => ({
    productId: line.product?.id ?? null,
    quantity: numberOf(line.quantity),
    description: line.description.trim() || undefined,
  })),
});

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
      product: line.product ? { id: line.product.id, name: line.product.name } : null,
      quantity: line.quantity,
      description: line.description === line.product?.name ? "" : line.description,
    })),
  };
}

/**
 * PUT's body: the people, dates and horizon always, the rule and the lines only when the form
 * changed them (`saved` is the draft the form started from), so a rule's count or end and a line
 * priced by hand that the form does not show are kept as they are.
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
