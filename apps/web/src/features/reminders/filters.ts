import { noticeSorts } from "@app/contract";
import { createParser, createSerializer, parseAsStringLiteral, useQueryStates } from "nuqs";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { isUuid } from "../../lib/ids";
import { parseAsIsoDate, parseAsPage, parseAsText } from "../../lib/list-state";
import type { NoticePage, NoticeQuery } from "./api/get-notices";

/** A category id or "none" (reminders without a category). */
const parseAsCategory = createParser({
  parse: (v) => (v === "none" || isUuid(v) ? v : null),
  serialize: (v: string) => v,
});
/** Comma-separated user ids, as the API takes them; ids that are not uuids are dropped. */
const parseAsIds = createParser({
  parse: (v) => {
    const ids = [...new Set(v.split(",").filter((id) => isUuid(id)))];
    return ids.length > 0 ? ids : null;
  },
  serialize: (ids: string[]) => ids.join(","),
  eq: (a, b) => a.length === b.length && a.every((id, i) => id === b[i]),
});

/** The list's state in the address, with exactly the spec's names (plus sort and direction). */
export const listParsers = {
  page: parseAsPage,
  q: parseAsText,
  manager: parseAsText,
  from: parseAsIsoDate,
  to: parseAsIsoDate,
  completed: parseAsStringLiteral(["true", "false"] as const),
  categoryId: parseAsCategory,
  assignee: parseAsIds,
  all: parseAsStringLiteral(["true"] as const),
  sort: parseAsStringLiteral(noticeSorts).withDefault("title"),
  direction: parseAsStringLiteral(["asc", "desc"] as const).withDefault("asc"),
};

export type ListState = {
  /** 0-based. */
  page: number;
  q: string | null;
  manager: string | null;
  from: string | null;
  to: string | null;
  completed: "true" | "false" | null;
  categoryId: string | null;
  assignee: string[] | null;
  all: "true" | null;
  sort: (typeof noticeSorts)[number];
  direction: "asc" | "desc";
};

const serialize = createSerializer(listParsers);

/** The filters in query-string form (empty values dropped), as GET notices and a mass edit's `filters` take them. */
export function toNoticeQuery(state: ListState): NoticeQuery {
  const query: NoticeQuery = {};
  if (state.q) query.q = state.q;
  if (state.manager) query.manager = state.manager;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  if (state.completed) query.completed = state.completed;
  if (state.categoryId) query.categoryId = state.categoryId;
  if (state.assignee?.length) query.assignee = state.assignee.join(",");
  if (state.all) query.all = state.all;
  return query;
}

export const toNoticePage = (state: ListState): NoticePage => ({
  ...toNoticeQuery(state),
  page: state.page,
  sort: state.sort,
  direction: state.direction,
});

/** True when some filter (not paging or sorting) is set. */
export const hasFilters = (state: ListState) => Object.keys(toNoticeQuery(state)).length > 0;

const options = { shallow: false, history: "push" } as const;

/**
 * The list's filters, paging and sort, kept in the address. A value the address holds but that
 * is not valid (a date that is no date, an empty text) is removed from it.
 */
export function useListState() {
  const [state, setState] = useQueryStates(listParsers, options);
  const { search } = useLocation();

  useEffect(() => {
    const raw = new URLSearchParams(search);
    const wanted = new URLSearchParams(serialize(state));
    const stale = Object.keys(listParsers).some((key) => raw.get(key) !== wanted.get(key));
    if (stale) void setState(state, { history: "replace" });
  }, [search, state, setState]);

  return [state as ListState, setState] as const;
}
