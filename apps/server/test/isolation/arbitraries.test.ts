import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { bodyArbitrary, hostileDeep, queryArbitrary, validish } from "./arbitraries";

const context = { uuids: ["7d0f6c7e-2f5a-4c3e-9b1a-0e6f1d2c3b4a"] };
const isoDate = z
  .string()
  .check(z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), "date"));

/** Shapes the route schemas use, each of which valid-ish values must satisfy. */
const schemas: Record<string, z.ZodMiniType> = {
  object: z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    email: z.email().check(z.maxLength(320)),
    id: z.uuid(),
    color: z.int().check(z.gte(0), z.lte(9)),
    ratio: z.number().check(z.gt(0), z.lt(1)),
    kind: z.enum(["note", "message"]),
    fixed: z.literal("REMINDER"),
    done: z.boolean(),
    tags: z.array(z.string().check(z.maxLength(20))).check(z.maxLength(3)),
    note: z.optional(z.string().check(z.maxLength(500))),
    page: z._default(z.int(), 1),
    parent: z.nullable(z.uuid()),
    either: z.union([z.uuid(), z.literal("none")]),
    code: z.string().check(z.regex(/^\d{6}$/)),
    due: isoDate,
  }),
  query: z.object({
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 51),
    archived: z.optional(
      z.pipe(
        z.enum(["true", "false"]),
        z.transform((v) => v === "true"),
      ),
    ),
  }),
};

describe("arbitraries from zod schemas", () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`generates values the ${name} schema accepts`, () => {
      fc.assert(
        fc.property(validish(schema, context), (value) => {
          const parsed = schema.safeParse(value);
          expect(parsed.success, `${JSON.stringify(value)?.slice(0, 200)}: ${parsed.error?.message}`).toBe(true);
        }),
        { seed: 7, numRuns: 200 },
      );
    });
  }

  it("breaks a schema in most hostile cases, and in every way the issue lists", () => {
    const schema = schemas.object as z.ZodMiniType;
    const samples = fc.sample(hostileDeep(schema, context), { seed: 7, numRuns: 400 });
    const rejected = samples.filter((value) => !schema.safeParse(value).success).length;
    expect(rejected / samples.length).toBeGreaterThan(0.6);
    const text = samples.map((value) => JSON.stringify(value) ?? "").join("\n");
    for (const needle of ["__proto__", "x".repeat(10_000), "\\u0000", "2026-02-30", "NaN", "<script>"]) {
      expect(text, needle).toContain(needle);
    }
    expect(samples.some((value) => Array.isArray(value))).toBe(true);
  });

  it("writes queries with negative and huge limits and offsets, and bodies that are not JSON", () => {
    const queries = fc.sample(queryArbitrary(schemas.query, context), { seed: 7, numRuns: 300 }).join("\n");
    expect(queries).toMatch(/limit=-\d/);
    expect(queries).toMatch(/offset=-\d/);
    expect(queries).toMatch(/limit=1e\+?15|limit=1000000000000000/);
    const bodies = fc.sample(bodyArbitrary(schemas.object as z.ZodMiniType, context), { seed: 7, numRuns: 300 });
    expect(new Set(bodies.map((body) => body.kind))).toEqual(new Set(["valid-ish", "hostile", "broken"]));
  });
});
