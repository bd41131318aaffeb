import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";

const { t, fx } = appWithTwoCompanies(["AuditLogs"]);

const EVENTS = Number(process.env.STREAM_EVENTS ?? 100_000);
/** Each event carries about 300 bytes of changes: the whole file is about 38 MB. */
const FILLER = 300;
/** Heap growth allowed while the file streams (buffering it would take more than twice this). */
const BOUND = 16 * 1024 * 1024;

/** A collector called between chunks, so heapUsed counts what is kept, not garbage not yet swept. */
function collector(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

describe("the audit CSV", () => {
  it("streams 100,000 events to a real client in bounded memory", async () => {
    const c = fx.a.company.id;
    // Rows written straight by the owner (audit_append's chain would take minutes on PGlite): the
    // chain is not this test's concern, the size of the answer is.
    await t.deps.db.execute(sql`
      insert into audit_events (company_id, action, kind, entity_id, changes, prev_hash, hash)
      select ${c}::uuid, 'export', 'stream_test', i::text, jsonb_build_object('note', repeat('x', ${FILLER})), '', ''
      from generate_series(1, ${EVENTS}) i`);
    // Statistics for the planner, as autovacuum would have them (PGlite runs none).
    await t.deps.db.execute(sql`analyze audit_events`);
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = t.app.server.address() as AddressInfo;

    const gc = collector();
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    const response = await fetch(`http://127.0.0.1:${port}/api/companies/${c}/audit.csv`, {
      headers: { authorization: `Bearer ${fx.a.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let lines = 0;
    let ours = 0;
    let bytes = 0;
    let sampledAt = 0;
    let first = "";
    let tail = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        const text = tail + decoder.decode(value, { stream: true });
        const parts = text.split("\r\n");
        tail = parts.pop() ?? "";
        if (!first && parts.length > 1) first = parts[1] ?? "";
        if (parts.length > 0 && lines === 0) expect(parts[0]).toMatch(/^\ufeff"id";"at";/);
        lines += parts.length;
        for (const line of parts) if (line.includes('";"stream_test";"')) ours++;
        if (lines - sampledAt >= 5_000) {
          sampledAt = lines;
          gc();
          peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
        }
      }
    } finally {
      // A failed check mid-file must not leave the answer open (the app would not close).
      await reader.cancel().catch(() => undefined);
    }
    expect(tail).toBe("");
    // The header, the export's own event (newest), every event, and the company's first ones.
    expect(ours).toBe(EVENTS);
    expect(first.split(";")[5]).toBe('"export"');
    expect(lines).toBeGreaterThan(EVENTS + 2);
    expect(bytes).toBeGreaterThan(EVENTS * FILLER);
    expect(peak, `heap growth ${Math.round(peak / 1024)} kB`).toBeLessThan(BOUND);
    expect(bytes).toBeGreaterThan(2 * BOUND);
  }, 180_000);
});
