import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createObject } from "../../test/factories";
import { appWithTwoCompanies } from "../../test/fixtures";
import { editor } from "../../test/objects";
import { publicationFiles } from "../db/schema";
import { sweepUploads } from "./upload-sweep";

const { t, fx } = appWithTwoCompanies(editor);

const log = pino({ level: "silent" });

describe("the sweep of uploads that never completed", () => {
  it("removes failed uploads after an hour and unfinished ones after a day, rows and stored bytes, once", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Uploads" });
    const file = async (uploadStatus: "INPROGRESS" | "COMPLETE" | "ERROR", age: string) => {
      const id = randomUUID();
      const storageKey = `${fx.a.company.id}/${object.id}/${id}`;
      await t.deps.storage.write(storageKey, Readable.from([uploadStatus]));
      await t.deps.db.insert(publicationFiles).values({
        id,
        companyId: fx.a.company.id,
        publicationId: object.id,
        uploadName: `${uploadStatus} ${age}.txt`,
        contentType: "text/plain",
        storageKey,
        uploadStatus,
        createdAt: sql`now() - ${age}::interval`,
      });
      return storageKey;
    };
    const swept = [await file("ERROR", "2 hours"), await file("INPROGRESS", "2 days")];
    const kept = [
      await file("ERROR", "10 minutes"),
      await file("INPROGRESS", "2 hours"),
      await file("COMPLETE", "30 days"),
    ];

    // Two processes sweeping at once remove each file once.
    const counts = await Promise.all([sweepUploads(t.deps, log), sweepUploads(t.deps, log)]);
    expect(counts[0] + counts[1]).toBe(2);

    const left = await t.deps.db
      .select({ uploadName: publicationFiles.uploadName })
      .from(publicationFiles)
      .where(eq(publicationFiles.publicationId, object.id));
    expect(left.map((r) => r.uploadName).sort()).toEqual([
      "COMPLETE 30 days.txt",
      "ERROR 10 minutes.txt",
      "INPROGRESS 2 hours.txt",
    ]);
    for (const key of swept) await expect(t.deps.storage.read(key)).rejects.toMatchObject({ statusCode: 404 });
    for (const key of kept) expect(await t.deps.storage.read(key)).toBeTruthy();
  });
});
