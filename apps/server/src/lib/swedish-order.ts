/**
 * Swedish order in JavaScript, the same as SQL's `app_sv_sort_key` (migration 0059): the
 * lower-cased name with å, ä, ö as the three characters after z in byte order ({ | }) and their
 * neighbours folded as Swedish does (æ as ä, ø as ö, ü as y, é as e, ...), compared as UTF-8 bytes
 * (`collate "C"`). Used where rows of two queries sorted by it are merged.
 */
const FROM = "åäöæøüéèêëáàâãíìîïóòôõúùûçñÅÄÖÆØÜÉÈÊËÁÀÂÃÍÌÎÏÓÒÔÕÚÙÛÇÑ";
const TO = "{|}|}yeeeeaaaaiiiioooouuucn{|}|}yeeeeaaaaiiiioooouuucn";
const map = new Map([...FROM].map((c, i) => [c, TO[i] ?? c]));

export const swedishSortKey = (name: string) => [...name.toLowerCase()].map((c) => map.get(c) ?? c).join("");

/** Compares two names' keys as bytes, as PostgreSQL's `collate "C"` does. */
export const compareSwedish = (a: string, b: string) =>
  Buffer.compare(Buffer.from(swedishSortKey(a)), Buffer.from(swedishSortKey(b)));
