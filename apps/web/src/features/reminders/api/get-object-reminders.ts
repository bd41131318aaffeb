import { NOTICE_LIST_MAX, noticeSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { noticesPath, reminderKeys, type Scope } from "./keys";

/** Every reminder of one object, also those without a reminder date, soonest reminder first. */
export const getObjectReminders = (companyId: string, publicationId: string) =>
  api.get(noticesPath(companyId), z.array(noticeSchema), {
    query: { publicationId, all: "true", sort: "reminderAt", limit: NOTICE_LIST_MAX },
  });

export function useObjectReminders(scope: Scope | null, publicationId: string) {
  const known = scope ?? { userId: "", companyId: "" };
  return useQuery({
    queryKey: reminderKeys.list(known, { publicationId }),
    queryFn: () => getObjectReminders(known.companyId, publicationId),
    enabled: scope !== null,
  });
}
