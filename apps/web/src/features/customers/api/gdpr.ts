import { customerGdprEraseResultSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

/** The person a GDPR action is about: a private-person customer, or one of a customer's contacts. */
export interface GdprSubject {
  customerId: string;
  contactId?: string;
  name: string;
}

/** …/customers/{id}/gdpr-{export,erase} or …/contacts/{contactId}/gdpr-{…} (docs/gdpr-customers.md). */
export const gdprPath = (companyId: string, subject: GdprSubject, action: "export" | "erase") =>
  customersPath(
    companyId,
    `/${subject.customerId}${subject.contactId ? `/contacts/${subject.contactId}` : ""}/gdpr-${action}`,
  );

/** Erases the person's data; the customer is read again. */
export function useGdprErase(scope: Scope, subject: GdprSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(gdprPath(scope.companyId, subject, "erase"), customerGdprEraseResultSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) }),
  });
}
