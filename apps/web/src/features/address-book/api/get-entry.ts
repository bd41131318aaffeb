import { addressBookEntrySchema } from "@app/contract";
import { api } from "../../../lib/api-client";
import { addressBookPath } from "./keys";

/** An own entry as the edit form needs it (the list's line lacks notes and version); read once, when editing starts. */
export const getEntry = (companyId: string, id: string) =>
  api.get(addressBookPath(companyId, `/${id}`), addressBookEntrySchema);
