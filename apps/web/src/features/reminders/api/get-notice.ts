import { noticeSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { noticesPath, reminderKeys, type Scope } from "./keys";

export const getNotice = (companyId: string, id: string) => api.get(noticesPath(companyId, id), noticeSchema);

export const noticeQuery = (scope: Scope, id: string) =>
  queryOptions({ queryKey: reminderKeys.detail(scope, id), queryFn: () => getNotice(scope.companyId, id) });

export function useNotice(scope: Scope | null, id: string) {
  return useQuery({ ...noticeQuery(scope ?? { userId: "", companyId: "" }, id), enabled: scope !== null });
}
