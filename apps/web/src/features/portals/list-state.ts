import { useQueryStates } from "nuqs";
import { parseAsPage, parseAsText } from "../../lib/list-state";

const listParsers = { q: parseAsText.withDefault(""), page: parseAsPage };

/** The portals list's search and page (?q=, 1-based ?page=) kept in the address; defaults are left out. */
export const usePortalListState = () => useQueryStates(listParsers, { shallow: false });
