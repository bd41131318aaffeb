import fc from "fast-check";
import type { z } from "zod/mini";

/**
 * fast-check arbitraries derived from the zod 4 schemas of a route (its body, querystring and
 * params, as fastify-type-provider-zod registered them): "valid-ish" values that follow the
 * schema, and hostile ones that break it in one place or altogether.
 */

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string; check?: string; checks?: { _zod: { def: CheckDef } }[] };
type CheckDef = Record<string, unknown> & { check: string };

/** What the generators may use besides the schema: ids that exist (in either company). */
export interface GenContext {
  /** uuid fields draw from these (and from random uuids): ids of both companies. */
  uuids: string[];
}

const MAX_DEPTH = 5;
const LONG = 10_000;

export const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** A format schema (z.int(), z.uuid()...) is its own first check. */
const checksOf = (def: Def): CheckDef[] => [
  ...(def.check ? [def as CheckDef] : []),
  ...(def.checks ?? []).map((check) => check._zod.def),
];

/** True when a value may be left out of an object (optional, or with a default). */
function omittable(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === "optional" || def.type === "default" || def.type === "prefault") return true;
  if (def.type === "pipe") return omittable(def.in as Schema);
  return false;
}

/** The schema a pipe takes its input from (a preprocess pipe's input is a transform). */
function pipeInput(def: Def): Schema {
  const input = def.in as Schema;
  return defOf(input).type === "transform" ? (def.out as Schema) : input;
}

interface Bounds {
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
  int: boolean;
  pattern?: RegExp;
}

function bounds(def: Def): Bounds {
  const out: Bounds = { int: false };
  for (const check of checksOf(def)) {
    if (check.check === "min_length") out.min = check.minimum as number;
    if (check.check === "max_length") out.max = check.maximum as number;
    if (check.check === "length_equals") out.min = out.max = check.length as number;
    if (check.check === "greater_than") {
      out.min = check.value as number;
      out.minExclusive = !check.inclusive;
    }
    if (check.check === "less_than") {
      out.max = check.value as number;
      out.maxExclusive = !check.inclusive;
    }
    if (check.check === "number_format" && String(check.format).includes("int")) out.int = true;
    if (check.check === "string_format" && check.pattern instanceof RegExp) out.pattern = check.pattern;
  }
  return out;
}

const word = fc.stringMatching(/^[a-z]{1,12}$/);
const isoDay = fc
  .date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const isoTimestamp = fc
  .date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString());
const hexColor = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);

/** Families of strings a refine()d string may want; the first whose probe passes is used. */
const refinedFamilies: [probe: string, arbitrary: fc.Arbitrary<string>][] = [
  ["2026-03-14", isoDay],
  ["2026-03-14T12:00:00.000Z", isoTimestamp],
  ["#1a2b3c", hexColor],
  ["SE556677889901", fc.constantFrom("SE556677889901", "")],
  ["user@example.test", fc.tuple(word, word).map(([a, b]) => `${a}@${b}.test`)],
];

function passes(schema: Schema, value: unknown): boolean {
  try {
    return (schema as unknown as z.ZodMiniType).safeParse(value).success;
  } catch {
    return false;
  }
}

/** Strings the schema's text fields would take. */
function validString(schema: Schema, def: Def, context: GenContext): fc.Arbitrary<string> {
  const { min = 0, max, pattern } = bounds(def);
  const format = def.format as string | undefined;
  const capped = (arbitrary: fc.Arbitrary<string>) =>
    max === undefined ? arbitrary : arbitrary.map((s) => s.slice(0, max));
  if (format === "uuid" || format === "guid") {
    const random = fc.uuid({ version: 4 });
    return context.uuids.length ? fc.oneof(fc.constantFrom(...context.uuids), random) : random;
  }
  if (format === "email") return capped(fc.tuple(word, word).map(([a, b]) => `${a}@${b}.test`));
  if (format === "url") return capped(fc.webUrl());
  if (format === "date") return isoDay;
  if (format === "datetime") return isoTimestamp;
  const regex = pattern ?? (def.pattern instanceof RegExp ? def.pattern : undefined);
  if (regex) {
    try {
      return capped(fc.stringMatching(regex));
    } catch {
      // A pattern fast-check cannot invert: plain text below.
    }
  }
  if (checksOf(def).some((check) => check.check === "custom")) {
    const family = refinedFamilies.find(([probe]) => passes(schema, probe));
    if (family) return family[1];
  }
  const cap = Math.max(min, Math.min(max ?? 40, 40));
  // Text that is still long enough after a .trim().
  const padded = (s: string) => (s.trim().length < min ? `${"x".repeat(min)}${s}`.slice(0, max ?? Infinity) : s);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: cap }).map(padded), weight: 3 },
    { arbitrary: fc.string({ unit: "grapheme", minLength: min, maxLength: cap }).map(padded), weight: 1 },
  );
}

function validNumber(def: Def): fc.Arbitrary<number> {
  const b = bounds(def);
  if (b.int) {
    const min = Math.max(b.min === undefined ? -1_000_000 : b.min + (b.minExclusive ? 1 : 0), Number.MIN_SAFE_INTEGER);
    const max = Math.min(b.max === undefined ? 1_000_000 : b.max - (b.maxExclusive ? 1 : 0), Number.MAX_SAFE_INTEGER);
    return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
  }
  return fc.double({
    min: b.min ?? -1e6,
    max: b.max ?? 1e6,
    minExcluded: b.minExclusive,
    maxExcluded: b.maxExclusive,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** A value the schema (mostly) accepts: right types, formats and bounds; refinements across fields may fail. */
export function validish(schema: Schema, context: GenContext, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > MAX_DEPTH) return fc.constant(null);
  const inner = (s: unknown) => validish(s as Schema, context, depth + 1);
  switch (def.type) {
    case "string":
      return validString(schema, def, context);
    case "number":
      return validNumber(def);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "date":
      return isoTimestamp;
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "optional":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return inner(def.innerType);
    case "nullable":
      return fc.oneof({ arbitrary: inner(def.innerType), weight: 4 }, { arbitrary: fc.constant(null), weight: 1 });
    case "pipe":
      return validish(pipeInput(def), context, depth);
    case "lazy":
      return inner((def.getter as () => Schema)());
    case "union":
      return fc.oneof(...(def.options as Schema[]).map(inner));
    case "array": {
      const { min = 0, max } = bounds(def);
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.max(min, Math.min(max ?? 4, 4)) });
    }
    case "tuple":
      return fc.tuple(...(def.items as Schema[]).map(inner));
    case "record":
      return fc.dictionary(word, inner(def.valueType), { maxKeys: 3 });
    case "object": {
      const shape = def.shape as Record<string, Schema>;
      const model = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, inner(value)]));
      const requiredKeys = Object.keys(shape).filter((key) => !omittable(shape[key] as Schema));
      return fc.record(model, { requiredKeys });
    }
    default:
      return fc.anything();
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Text nobody should trust: empty, huge, odd unicode, injections, paths, number- and date-lookalikes. */
export const hostileStrings = [
  "",
  " ",
  "\t\n",
  "x".repeat(LONG),
  "é".repeat(LONG),
  "\u202Etxt.exe",
  "مرحبا بالعالم",
  "👩‍👩‍👧‍👦🏳️‍🌈🧪",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uFEFF",
  "'; DROP TABLE publications; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}$\u{7B}7*7}",
  "../../etc/passwd",
  "%00",
  "%2e%2e%2f",
  "-1",
  "1e999",
  "NaN",
  "Infinity",
  "0x1F",
  "99999999999999999999",
  "true",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "99999-01-01",
  "2026-03-14T25:61:00Z",
  "not a date",
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  "not-a-uuid",
];

/** Values of the wrong JSON type for any position. */
const wrongTypes: unknown[] = [null, true, false, 0, -1, 1.5, "", "text", [], [null], {}, { nested: { deep: [null] } }];

const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 1 },
);

/** Numbers outside the schema's bounds and numbers that are not numbers. */
function hostileNumbers(def: Def): unknown[] {
  const b = bounds(def);
  const out: unknown[] = [-1, 0, -0, 0.5, 1.5, -1e308, 1e308, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE];
  if (b.min !== undefined) out.push(b.min - 1, b.min - 0.5);
  if (b.max !== undefined) out.push(b.max + 1, b.max + 0.5, b.max * 1000);
  return [...out, "NaN", "Infinity", "-Infinity", "1e999", "12", ""];
}

/** Something that does not fit this one position (the value itself, not its children). */
export function hostileLeaf(schema: Schema, context: GenContext): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const wrong = fc.constantFrom(...wrongTypes);
  switch (def.type) {
    case "string": {
      const { max } = bounds(def);
      const tooLong = max === undefined ? [] : ["x".repeat(max + 1)];
      const format = def.format as string | undefined;
      const formatted =
        format === "uuid"
          ? ["{00000000-0000-4000-8000-000000000000}", context.uuids[0]?.toUpperCase() ?? "A", "0".repeat(36)]
          : format === "email"
            ? ["a@", "@b.test", "a b@c.test", `${"x".repeat(400)}@example.test`, "ä@ö.se"]
            : [];
      return fc.oneof(
        { arbitrary: hostileText, weight: 4 },
        { arbitrary: fc.constantFrom(...tooLong, ...formatted, "x"), weight: 1 },
        { arbitrary: wrong, weight: 2 },
      );
    }
    case "number":
      return fc.oneof(fc.constantFrom(...hostileNumbers(def)), wrong);
    case "boolean":
      return fc.constantFrom("true", "false", 1, 0, "yes", null, [], {});
    case "enum":
    case "literal": {
      const values = (def.type === "enum" ? Object.values(def.entries as object) : (def.values as unknown[])).map(
        String,
      );
      return fc.oneof(
        fc.constantFrom(...values.map((v) => v.toUpperCase()), ...values.map((v) => ` ${v}`), "", "other"),
        hostileText,
        wrong,
      );
    }
    case "array":
      return fc.oneof(
        wrong,
        validish(defOf(schema).element as Schema, context).map((item) => Array.from({ length: 5000 }, () => item)),
        fc.constant(Array.from({ length: 100 }, (_, i) => ({ i }))),
      );
    case "object":
      return fc.oneof(
        wrong,
        fc.constantFrom("[object Object]", [{}], [[]]),
        validish(schema, context).map((value) => [value]),
      );
    default:
      return fc.oneof(wrong, hostileText);
  }
}

/** Keys that are dangerous or merely unexpected in an object. */
const extraKeys = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "companyId", "id", "isAdmin"),
  word,
);

/** Defines a key as the object's own property, even "__proto__", so JSON.stringify writes it. */
function withKey(object: Record<string, unknown>, key: string, value: unknown) {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A value broken somewhere: the whole position is hostile, or (for objects and arrays) one
 * child is broken the same way while the rest stays valid-ish, or an object gets extra and
 * prototype keys.
 */
export function hostileDeep(schema: Schema, context: GenContext, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > MAX_DEPTH) return hostileLeaf(schema, context);
  switch (def.type) {
    case "optional":
    case "default":
    case "prefault":
    case "nullable":
    case "nonoptional":
    case "readonly":
    case "catch":
      return hostileDeep(def.innerType as Schema, context, depth + 1);
    case "pipe":
      return hostileDeep(pipeInput(def), context, depth + 1);
    case "lazy":
      return hostileDeep((def.getter as () => Schema)(), context, depth + 1);
    case "union":
      return fc.oneof(...(def.options as Schema[]).map((option) => hostileDeep(option, context, depth + 1)));
    case "object": {
      const shape = def.shape as Record<string, Schema>;
      const keys = Object.keys(shape);
      const valid = validish(schema, context, depth).map((v) => (isPlainObject(v) ? v : {}));
      const oneBroken = keys.map((key) =>
        fc
          .tuple(valid, hostileDeep(shape[key] as Schema, context, depth + 1))
          .map(([object, value]) => withKey(object, key, value)),
      );
      const extras = fc
        .tuple(
          valid,
          fc.array(fc.tuple(extraKeys, fc.oneof(fc.constantFrom(...wrongTypes), hostileText)), {
            minLength: 1,
            maxLength: 3,
          }),
        )
        .map(([object, pairs]) => pairs.reduce((acc, [key, value]) => withKey(acc, key, value), object));
      return fc.oneof(
        { arbitrary: hostileLeaf(schema, context), weight: 1 },
        { arbitrary: extras, weight: 1 },
        ...(oneBroken.length ? [{ arbitrary: fc.oneof(...oneBroken), weight: 4 }] : []),
      );
    }
    case "array": {
      const element = def.element as Schema;
      return fc.oneof(
        hostileLeaf(schema, context),
        fc
          .tuple(validish(schema, context, depth), hostileDeep(element, context, depth + 1))
          .map(([array, value]) => [...(Array.isArray(array) ? array : []), value]),
      );
    }
    default:
      return hostileLeaf(schema, context);
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Percent-encodes text; a lone surrogate (not encodable) becomes invalid UTF-8 on purpose. */
export function encode(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/** Already-encoded text that decodes badly: malformed escapes and invalid UTF-8. */
const badEscapes = fc.constantFrom("%", "%zz", "%FF", "%C0%AF", "%ED%A0%80", "%00", "%2F..%2F");

/** JSON text a client could send in place of any body. */
const brokenJson = [
  "",
  "{not json",
  "{",
  "[]",
  "[{}]",
  "null",
  "0",
  '"just a string"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  `${"[".repeat(2000)}${"]".repeat(2000)}`,
  `{"x":"${"\\u0000".repeat(100)}"}`,
];

export interface GeneratedBody {
  kind: "valid-ish" | "hostile" | "broken";
  payload: string;
  contentType: string;
}

/** Bodies for a route with a body schema: valid-ish, broken in one place, or not JSON at all. */
export function bodyArbitrary(schema: Schema, context: GenContext): fc.Arbitrary<GeneratedBody> {
  const json = (kind: GeneratedBody["kind"]) => (value: unknown) => ({
    kind,
    payload: JSON.stringify(value) ?? "",
    contentType: "application/json",
  });
  return fc.oneof(
    { arbitrary: validish(schema, context).map(json("valid-ish")), weight: 3 },
    { arbitrary: hostileDeep(schema, context).map(json("hostile")), weight: 6 },
    {
      arbitrary: fc
        .oneof(
          fc.constantFrom(...brokenJson).map((payload) => ({ payload, contentType: "application/json" })),
          fc
            .tuple(validish(schema, context), fc.constantFrom("text/plain", "application/x-www-form-urlencoded"))
            .map(([value, contentType]) => ({ payload: JSON.stringify(value) ?? "", contentType })),
        )
        .map((body) => ({ kind: "broken" as const, ...body })),
      weight: 1,
    },
  );
}

/** A query value as text; arrays become repeated keys. */
function queryValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(queryValues);
  if (value === null) return [""];
  if (typeof value === "object") return [JSON.stringify(value)];
  return [String(value)];
}

const hostileQueryText = fc.oneof(
  hostileText,
  fc.constantFrom("-1", "-5", "0", "1000000000000", "99999999999999999999", "1.5", " 1", "1,2", "", "[]", "{}"),
);

/**
 * Query strings from a querystring schema: valid-ish values, one key hostile, a key repeated
 * (an array where a scalar belongs), unknown and prototype keys, negative or huge limit/offset.
 */
export function queryArbitrary(schema: Schema | undefined, context: GenContext): fc.Arbitrary<string> {
  const shape = schema && defOf(schema).type === "object" ? (defOf(schema).shape as Record<string, Schema>) : {};
  const keys = Object.keys(shape);
  const valid = schema
    ? validish(schema, context).map((v) => (isPlainObject(v) ? v : {}))
    : fc.constant({} as Record<string, unknown>);
  const toPairs = (object: Record<string, unknown>) =>
    Object.entries(object).flatMap(([key, value]) => queryValues(value).map((v) => [key, v] as [string, string]));
  const pageKeys = ["limit", "offset"];
  const brokenKey = fc.constantFrom(...new Set([...keys, ...pageKeys]));
  const variants = fc.oneof(
    { arbitrary: valid.map(toPairs), weight: 2 },
    {
      arbitrary: fc
        .tuple(valid, brokenKey, hostileQueryText)
        .map(([object, key, value]) => [
          ...toPairs(object).filter(([k]) => k !== key),
          [key, value] as [string, string],
        ]),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(valid, brokenKey, fc.array(hostileQueryText, { minLength: 2, maxLength: 3 }))
        .map(([object, key, values]) => [
          ...toPairs(object).filter(([k]) => k !== key),
          ...values.map((v) => [key, v] as [string, string]),
        ]),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.array(fc.tuple(extraKeys, hostileQueryText), { minLength: 1, maxLength: 3 }))
        .map(([object, extra]) => [...toPairs(object), ...extra]),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(-1, -100, 0, 2 ** 31, 1e15, 1e300), fc.constantFrom(-1, -100, 2 ** 31, 1e15))
        .map(([object, limit, offset]) => [
          ...toPairs(object).filter(([k]) => !pageKeys.includes(k)),
          ["limit", String(limit)] as [string, string],
          ["offset", String(offset)] as [string, string],
        ]),
      weight: 1,
    },
  );
  const encoded = variants.map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&"));
  return fc.oneof(
    { arbitrary: encoded, weight: 12 },
    {
      arbitrary: fc
        .tuple(encoded, brokenKey, badEscapes)
        .map(([query, key, value]) => `${query}${query ? "&" : ""}${encode(key)}=${value}`),
      weight: 1,
    },
  );
}

/**
 * Path parameters: mostly the real ids of one's own company (so handlers get past the lookup),
 * otherwise a valid-ish value of the params schema (an unknown id) or hostile text.
 */
export function paramsArbitrary(
  schema: Schema | undefined,
  names: string[],
  real: Record<string, string | undefined>,
  context: GenContext,
): fc.Arbitrary<Record<string, string>> {
  const shape = schema && defOf(schema).type === "object" ? (defOf(schema).shape as Record<string, Schema>) : {};
  const model = Object.fromEntries(
    names.map((name) => {
      const own = real[name];
      const generated = shape[name] ? validish(shape[name] as Schema, context).map(String) : fc.uuid({ version: 4 });
      const hostile = fc.oneof({ arbitrary: hostileText.filter((s) => s !== "").map(encode), weight: 5 }, badEscapes);
      return [
        name,
        fc.oneof(
          ...(own ? [{ arbitrary: fc.constant(own), weight: 6 }] : []),
          { arbitrary: generated.map(encode), weight: 2 },
          { arbitrary: hostile, weight: 2 },
        ),
      ];
    }),
  );
  return fc.record(model) as fc.Arbitrary<Record<string, string>>;
}
