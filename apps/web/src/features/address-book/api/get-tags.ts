import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { addressBookKeys, addressBookPath, type Scope } from "./keys";

/** The tags the list's filter offers: the own entries' and the customers' in use, in Swedish order. */
export const getAddressBookTags = (companyId: string) =>
  api.get(addressBookPath(companyId, "/tags"), z.array(z.string()));

export function useAddressBookTags(scope: Scope) {
  return useQuery({ queryKey: addressBookKeys.tags(scope), queryFn: () => getAddressBookTags(scope.companyId) });
}
