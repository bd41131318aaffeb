import { publicationSorts, publicationTypeKeySchema } from "@app/contract";
import { isUuid } from "../../lib/ids";
import type { PublicationFilters, PublicationSort } from "./api/get-publications";

export const defaultFilters: PublicationFilters = {
  page: 0,
  q: "",
  type: null,
  groupId: null,
  archived: false,
  sort: "name",
  direction: "asc",
};

/** The list's filters from the address (page is 1-based there); unknown values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): PublicationFilters {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const type = publicationTypeKeySchema.safeParse(params.get("type"));
  const sort = params.get("sort");
  const groupId = params.get("group");
  return {
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    q: params.get("q")?.trim() ?? "",
    type: type.success ? type.data : null,
    groupId: groupId && isUuid(groupId) ? groupId : null,
    archived: params.get("archived") === "true",
    sort: (publicationSorts as readonly string[]).includes(sort ?? "") ? (sort as PublicationSort) : "name",
    direction: params.get("direction") === "desc" ? "desc" : "asc",
  };
}

/** The address query of the filters: defaults and empty values are left out. */
export function paramsFromFilters(filters: PublicationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.type) params.set("type", filters.type);
  if (filters.groupId) params.set("group", filters.groupId);
  if (filters.archived) params.set("archived", "true");
  if (filters.sort !== "name") params.set("sort", filters.sort);
  if (filters.direction !== "asc") params.set("direction", filters.direction);
  if (filters.page > 0) params.set("page", String(filters.page + 1));
  return params;
}

export const hasFilters = (filters: PublicationFilters) =>
  Boolean(filters.q || filters.type || filters.groupId || filters.archived);
