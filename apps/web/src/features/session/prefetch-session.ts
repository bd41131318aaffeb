import type { QueryClient } from "@tanstack/react-query";
import { readStorage, StorageKey } from "../../lib/storage";
import { companiesQuery } from "./api/get-companies";
import { currentUserQuery } from "./api/get-current-user";

/**
 * Starts the session start's two reads (spec section 4: the user, their companies) as the app
 * starts, while the screen's code and texts still load; SessionGate then finds them under way or
 * answered instead of asking only once it has rendered. Nothing without a stored session.
 */
export function prefetchSession(queryClient: QueryClient) {
  const userId = readStorage(StorageKey.userId);
  if (!readStorage(StorageKey.token) || !userId) return;
  void queryClient.prefetchQuery(currentUserQuery(userId));
  void queryClient.prefetchQuery(companiesQuery(userId));
}
