import {
  type AddressBookEntryCreate,
  type AddressBookEntryUpdate,
  addressBookEntrySchema,
  addressBookImportResultSchema,
  addressBookItemSchema,
  CUSTOMER_PAGE_FETCH,
  CUSTOMER_PAGE_SIZE,
  okSchema,
} from "@app/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../lib/api-client";
import { download } from "../../lib/download";
import { queryKeys, type Scope } from "../../lib/query-keys";
import { uploadFile } from "../../lib/upload";

export type { Scope };

/** The address book (issue 45, item 5): own entries and the customers' contacts in one list. */

export const addressBookKeys = {
  all: (scope: Scope) => [...queryKeys.company(scope), "address-book"] as const,
  list: (scope: Scope, query: object) => [...addressBookKeys.all(scope), "list", query] as const,
};

export const addressBookPath = (companyId: string, rest = "") => `/companies/${companyId}/address-book${rest}`;

export interface AddressBookFilters {
  q?: string;
  tag?: string;
  letter?: string;
}

/** One page (0-based): 20 shown, 21 fetched to know whether a next page exists. */
export function useAddressBook(scope: Scope, filters: AddressBookFilters, page: number) {
  return useQuery({
    queryKey: addressBookKeys.list(scope, { ...filters, page }),
    queryFn: () =>
      api.get(addressBookPath(scope.companyId), z.array(addressBookItemSchema), {
        query: { ...filters, limit: CUSTOMER_PAGE_FETCH, offset: page * CUSTOMER_PAGE_SIZE },
      }),
    select: (rows) => ({ rows: rows.slice(0, CUSTOMER_PAGE_SIZE), hasNext: rows.length > CUSTOMER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export type EntrySave = { id: null; body: AddressBookEntryCreate } | { id: string; body: AddressBookEntryUpdate };

export function useSaveEntry(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: EntrySave) =>
      id === null
        ? api.post(addressBookPath(scope.companyId), addressBookEntrySchema, { body })
        : api.put(addressBookPath(scope.companyId, `/${id}`), addressBookEntrySchema, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressBookKeys.all(scope) }),
  });
}

/** An own entry as the edit form needs it (the list's line lacks notes and version). */
export const getEntry = (companyId: string, id: string) =>
  api.get(addressBookPath(companyId, `/${id}`), addressBookEntrySchema);

export function useDeleteEntry(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(addressBookPath(scope.companyId, `/${id}`), okSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressBookKeys.all(scope) }),
  });
}

/** GET address-book/vcard: the entries chosen (all when none) as a vCard 4 download. */
export function exportVcard(companyId: string, ids: string[]) {
  const query = ids.length > 0 ? `?${new URLSearchParams({ ids: ids.join(",") })}` : "";
  return download(addressBookPath(companyId, `/vcard${query}`), "address-book.vcf");
}

/** POST address-book/vcard: own entries from the file's cards. */
export const importVcard = (companyId: string, file: File) =>
  uploadFile(addressBookPath(companyId, "/vcard"), file, addressBookImportResultSchema, () => {}).done;
