import type { Company, CurrentUser, Session } from "@app/contract";
import { createContext, use, useMemo, useSyncExternalStore } from "react";
import { readStorage, StorageKey, subscribeStorage } from "./storage";

/** What every signed-in screen knows: the user, their companies and the selected one. */
export interface SessionValue {
  user: CurrentUser;
  companies: Company[];
  selectedCompany: Company | null;
  /** Stores the company as selected (for this user). */
  selectCompany: (company: Company) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession is used outside the signed-in screens");
  return session;
}

/** Re-renders when a storage key changes (here or in another tab). */
export function useStorageValue(key: (typeof StorageKey)[keyof typeof StorageKey]): string | null {
  return useSyncExternalStore(subscribeStorage, () => readStorage(key));
}

/** The stored token and user id, or null when signed out. */
export function useStoredSession(): Session | null {
  const token = useStorageValue(StorageKey.token);
  const userId = useStorageValue(StorageKey.userId);
  return useMemo(() => (token && userId ? { token, userId } : null), [token, userId]);
}
