import { publicationSorts, publicationTypeKeys } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsFlag, parseAsPage, parseAsText, parseAsUuid } from "../../lib/list-state";
import type { PublicationFilters } from "./api/get-publications";

/** The objects list's state in the address; defaults and values that do not parse are left out. */
const listParsers = {
  page: parseAsPage,
  q: parseAsText.withDefault(""),
  type: parseAsStringLiteral(publicationTypeKeys),
  groupId: parseAsUuid,
  archived: parseAsFlag,
  sort: parseAsStringLiteral(publicationSorts).withDefault("name"),
  direction: parseAsStringLiteral(["asc", "desc"] as const).withDefault("asc"),
};

/** The group is ?group= in the address. */
const urlKeys = { groupId: "group" };

/** The objects list's filters, paging and sort, kept in the address. */
export function usePublicationListState() {
  const [filters, setFilters] = useQueryStates(listParsers, { urlKeys, shallow: false });
  return [filters satisfies PublicationFilters, setFilters] as const;
}

export const hasFilters = (filters: PublicationFilters) =>
  Boolean(filters.q || filters.type || filters.groupId || filters.archived);
