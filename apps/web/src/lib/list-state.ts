import { isIsoDate } from "@app/contract";
import { createParser } from "nuqs";
import { isUuid } from "./ids";

/**
 * Parsers of list state kept in the address (nuqs), shared by every list. A value that does not
 * parse counts as not given, so the list falls back to its default.
 */

/** A uuid. */
export const parseAsUuid = createParser({ parse: (v) => (isUuid(v) ? v : null), serialize: (v: string) => v });

/** A real YYYY-MM-DD date (spec section 5). */
export const parseAsIsoDate = createParser({ parse: (v) => (isIsoDate(v) ? v : null), serialize: (v: string) => v });

/** Text without surrounding blanks; blank counts as not given. */
export const parseAsText = createParser({ parse: (v) => v.trim() || null, serialize: (v: string) => v });

/** A switch that is on only as "true"; off by default, and off is left out of the address. */
export const parseAsFlag = createParser<boolean>({
  parse: (v) => (v === "true" ? true : null),
  serialize: (on) => String(on),
}).withDefault(false);

/** The page: 1-based in the address, 0-based in the app; the first page is left out of the address. */
export const parseAsPage = createParser({
  parse: (v) => (/^\d+$/.test(v) && Number(v) >= 1 ? Number(v) - 1 : null),
  serialize: (page: number) => String(page + 1),
}).withDefault(0);
