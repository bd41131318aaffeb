import { useQueryState } from "nuqs";
import { parseAsPage } from "../../lib/list-state";

/** The activity lists' page: 1-based ?page= in the address (left out on the first page), 0-based here. */
export const useActivityPage = () => useQueryState("page", parseAsPage.withOptions({ shallow: false }));
