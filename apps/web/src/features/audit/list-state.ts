import { auditActionSchema } from "@app/contract";
import { createParser, parseAsStringLiteral, useQueryStates } from "nuqs";
import { endOfDay, startOfDay } from "../../lib/dates";
import { parseAsIsoDate, parseAsUuid } from "../../lib/list-state";
import type { AuditFilters } from "./api/get-audit";

/** A kind: a table's name or a kind of event of meaning, as the API takes it. */
const parseAsKind = createParser({
  parse: (v) => (/^[a-z_]{1,63}$/.test(v) ? v : null),
  serialize: (v: string) => v,
});

/** The log's filters in the address (docs/audit.md, "Screens"). */
export const auditListParsers = {
  actor: parseAsUuid,
  action: parseAsStringLiteral(auditActionSchema.options),
  kind: parseAsKind,
  from: parseAsIsoDate,
  to: parseAsIsoDate,
  objectId: parseAsUuid,
};

export interface AuditListState {
  actor: string | null;
  action: (typeof auditActionSchema.options)[number] | null;
  kind: string | null;
  from: string | null;
  to: string | null;
  objectId: string | null;
}

/** The filters as the API takes them: the days from and to as moments at the start and the end of the day. */
export function toAuditFilters(state: AuditListState): AuditFilters {
  const filters: AuditFilters = {};
  if (state.actor) filters.actor = state.actor;
  if (state.action) filters.action = state.action;
  if (state.kind) filters.kind = state.kind;
  if (state.from) filters.from = startOfDay(state.from).toISOString();
  if (state.to) filters.to = endOfDay(state.to).toISOString();
  if (state.objectId) filters.objectId = state.objectId;
  return filters;
}

export const hasAuditFilters = (state: AuditListState) => Object.keys(toAuditFilters(state)).length > 0;

/** The log's filters, kept in the address; a change is a new entry of the browser's history. */
export function useAuditListState() {
  const [state, setState] = useQueryStates(auditListParsers, { shallow: false, history: "push" });
  return [state as AuditListState, setState] as const;
}
