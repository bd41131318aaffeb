import { addressBookImportResultSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadFile } from "../../../lib/upload";
import { addressBookKeys, addressBookPath, type Scope } from "./keys";

/** POST address-book/vcard: own entries from the file's cards. */
export const importVcard = (companyId: string, file: File) =>
  uploadFile(addressBookPath(companyId, "/vcard"), file, addressBookImportResultSchema, () => {}).done;

export function useImportVcard(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importVcard(scope.companyId, file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressBookKeys.all(scope) }),
  });
}
