import { addressBookItemSchema, CUSTOMER_PAGE_FETCH, CUSTOMER_PAGE_SIZE } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { addressBookKeys, addressBookPath, type Scope } from "./keys";

/** The list's filters as the API takes them. */
export interface AddressBookFilters {
  q?: string;
  tag?: string;
  letter?: string;
}

/** One page (0-based): 20 shown, 21 fetched to know whether a next page exists. */
export const getAddressBook = (companyId: string, filters: AddressBookFilters, page: number) =>
  api.get(addressBookPath(companyId), z.array(addressBookItemSchema), {
    query: { ...filters, limit: CUSTOMER_PAGE_FETCH, offset: page * CUSTOMER_PAGE_SIZE },
  });

export function useAddressBook(scope: Scope, filters: AddressBookFilters, page: number) {
  return useQuery({
    queryKey: addressBookKeys.list(scope, { ...filters, page }),
    queryFn: () => getAddressBook(scope.companyId, filters, page),
    select: (rows) => ({ rows: rows.slice(0, CUSTOMER_PAGE_SIZE), hasNext: rows.length > CUSTOMER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
