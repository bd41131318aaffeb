import {
  type CodeSent,
  codeSentSchema,
  companySchema,
  type Language,
  languageSchema,
  type Session,
} from "@app/contract";
import { z } from "zod/mini";

/** Local storage keys of the spec (section 3). */
export const StorageKey = {
  userId: "userId",
  token: "token",
  language: "language",
  selectedCompany: "selectedCompanyObj",
  /** The original session while an administrator is logged in as someone else ("log in as" arrives later). */
  oldUser: "oldUser",
} as const;
type Key = (typeof StorageKey)[keyof typeof StorageKey];

/** Session storage: a pending code step survives a reload of the login page, not a new tab. */
const PENDING_CODE_KEY = "loginCodeStep";
/** Local storage: the browser was told once that the app opens offline. */
const OFFLINE_READY_TOLD_KEY = "offlineReadyTold";
/** Session storage: a language picked on a signed-out page, which the next sign-in makes the profile's. */
const LANGUAGE_CHOICE_KEY = "languageChoice";

const listeners = new Set<() => void>();

/** True after a deliberate logout, until the next sign-in. */
let signedOut = false;
export const wasSignedOut = () => signedOut;

/** Calls listener whenever a key is written here or in another tab. */
export function subscribeStorage(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function readStorage(key: Key): string | null {
  return localStorage.getItem(key);
}

function write(values: Partial<Record<Key, string | null>>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
  for (const listener of listeners) listener();
}

function parseJson<T>(text: string | null, schema: z.ZodMiniType<T>): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const token = readStorage(StorageKey.token);
  const userId = readStorage(StorageKey.userId);
  return token && userId ? { token, userId } : null;
}

/** Login success stores the token and the user id. */
export function storeSession(session: Session) {
  signedOut = false;
  write({ [StorageKey.token]: session.token, [StorageKey.userId]: session.userId });
}

/** Login failure clears the token, user id, language and selected company. */
export function clearLoginState() {
  write({
    [StorageKey.token]: null,
    [StorageKey.userId]: null,
    [StorageKey.language]: null,
    [StorageKey.selectedCompany]: null,
  });
}

/** Logout (`signedOut`) or an ended session clears everything, the "log in as" origin too. */
export function clearAllStorage(options: { signedOut?: boolean } = {}) {
  signedOut = options.signedOut ?? false;
  write({
    [StorageKey.token]: null,
    [StorageKey.userId]: null,
    [StorageKey.language]: null,
    [StorageKey.selectedCompany]: null,
    [StorageKey.oldUser]: null,
  });
}

export function getStoredLanguage(): Language | null {
  const parsed = languageSchema.safeParse(readStorage(StorageKey.language));
  return parsed.success ? parsed.data : null;
}

export function storeLanguage(language: Language) {
  write({ [StorageKey.language]: language });
}

export function storeLanguageChoice(language: Language) {
  sessionStorage.setItem(LANGUAGE_CHOICE_KEY, language);
}

export function getLanguageChoice(): Language | null {
  const parsed = languageSchema.safeParse(sessionStorage.getItem(LANGUAGE_CHOICE_KEY));
  return parsed.success ? parsed.data : null;
}

export function clearLanguageChoice() {
  sessionStorage.removeItem(LANGUAGE_CHOICE_KEY);
}

export const wasOfflineReadyTold = () => localStorage.getItem(OFFLINE_READY_TOLD_KEY) !== null;
export const markOfflineReadyTold = () => localStorage.setItem(OFFLINE_READY_TOLD_KEY, "1");

/** The selected company is stored together with the user who chose it. */
export const storedSelectionSchema = z.object({ userId: z.string(), company: companySchema });
export type StoredSelection = z.infer<typeof storedSelectionSchema>;

export function parseSelection(text: string | null): StoredSelection | null {
  return parseJson(text, storedSelectionSchema);
}

/**
 * The company the stored session last selected, read before the session start has checked it (which keeps it
 * when it is still among the user's companies): for reads started early, which must not send anyone anywhere.
 */
export function getStoredCompanyId(userId: string): string | null {
  const stored = parseSelection(readStorage(StorageKey.selectedCompany));
  return stored?.userId === userId ? stored.company.id : null;
}

export function storeSelection(selection: StoredSelection) {
  write({ [StorageKey.selectedCompany]: JSON.stringify(selection) });
}

export function getPendingCode(): CodeSent | null {
  return parseJson(sessionStorage.getItem(PENDING_CODE_KEY), codeSentSchema);
}

export function storePendingCode(pending: CodeSent | null) {
  if (pending) sessionStorage.setItem(PENDING_CODE_KEY, JSON.stringify(pending));
  else sessionStorage.removeItem(PENDING_CODE_KEY);
}
