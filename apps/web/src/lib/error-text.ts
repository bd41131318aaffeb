import { ErrorCode, type ErrorCodeValue } from "@app/contract";
import { ApiError, NETWORK_ERROR } from "./api-client";
import { i18n } from "./i18n";

const codes = new Set<unknown>(Object.values(ErrorCode));
const isErrorCode = (code: unknown): code is ErrorCodeValue => codes.has(code);

/** Codes that say a call failed but not why a person would understand: the screen's own sentence says more. */
const unspecific = new Set<unknown>([ErrorCode.Validation, ErrorCode.Conflict, ErrorCode.Internal]);

/** What an answer tells beyond its code, for its text: an upload's limit ("…_limit", in MB). */
function details(error: ApiError) {
  const limitBytes = (error.current as { limitBytes?: unknown } | undefined)?.limitBytes;
  if (error.code !== ErrorCode.PayloadTooLarge || typeof limitBytes !== "number") return {};
  return { context: "limit", megabytes: Math.floor(limitBytes / 1024 / 1024) };
}

/**
 * The sentence for a failed API call in the language shown, by the contract's error code (texts in
 * `locales/<language>/api-errors.json`; the server's own message, in English, is never shown).
 * `fallback`, the screen's sentence for what failed, stands for a code that does not say why and for
 * an answer without a code of the contract. `own` holds the screen's own sentences: by code
 * (`{ FORBIDDEN: t("onlyYours") }`) and, for a refusal (VALIDATION or CONFLICT) naming a field, by the
 * field (`{ name: t("nameTaken") }`). A screen using it names the area "apiErrors" (docs/architecture.md,
 * "texts").
 */
export function errorText(error: unknown, fallback?: string, own: Record<string, string> = {}): string {
  if (!(error instanceof ApiError)) return fallback ?? i18n.t("unknown", { ns: "apiErrors" });
  const { code, field } = error;
  const refused = field && (code === ErrorCode.Validation || code === ErrorCode.Conflict);
  const screens = (refused ? own[field] : undefined) ?? own[code];
  if (screens) return screens;
  if (code === NETWORK_ERROR) return i18n.t("network", { ns: "apiErrors" });
  if (isErrorCode(code) && !(fallback && unspecific.has(code)))
    return i18n.t(code, { ns: "apiErrors", ...details(error) });
  return fallback ?? i18n.t("unknown", { ns: "apiErrors" });
}
