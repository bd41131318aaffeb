import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Order, OrderReport, Permission } from "@app/contract";
import { describe, expect, it } from "vitest";
import {
  createCustomer,
  createCustomerContact,
  createProduct,
  SIGNATURE_PNG,
  saveOrderReport,
  uploadFile,
} from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { lastMessage } from "../../../test/helpers";
import { newMember } from "../../../test/objects";

const all: Permission[] = [
  "CustomerCreate",
  "CustomerEdit",
  "PublicationCreate",
  "PublicationEdit",
  "SeeObjectsWithoutGroup",
  "OrderCreate",
  "OrderReport",
  "OrderActivateCancel",
  "Products",
];
const { t, fx } = appWithTwoCompanies(all);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/orders${rest}`;

/** The text of a PDF as poppler's pdftotext reads it (an independent reader). */
async function pdfText(bytes: Buffer) {
  const path = join(await mkdtemp(join(tmpdir(), "order-report-")), "report.pdf");
  await writeFile(path, bytes);
  return (await promisify(execFile)("pdftotext", [path, "-"])).stdout;
}

/** A company of its own with an order in progress: two products' lines (25 % and 12 % VAT). */
async function world() {
  const company = await createCompany(t.deps.db, { name: "Sotarna i Norr AB" });
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  const customer = await createCustomer(t, fx.a, id, { name: "Kunden Åsa AB" });
  const sweep = await createProduct(t, fx.a, id, {
    name: "Sotning",
    salesPriceOre: 50_000,
    vatRate: 25,
    unitCode: "PCS",
  });
  const wood = await createProduct(t, fx.a, id, { name: "Ved", salesPriceOre: 12_345, vatRate: 12, unitCode: "KGM" });
  const created = await t.api.as(fx.a).post(url(id), {
    customerId: customer.id,
    name: "Sotning Storgatan 1",
    lines: [
      { productId: sweep.id, quantity: 2 },
      { productId: wood.id, quantity: 3 },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const order: Order = created.json();
  for (const action of ["activate", "start"]) {
    const moved = await t.api.as(fx.a).post(url(id, `/${order.id}/${action}`), {});
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const [sweepLine, woodLine] = order.lines;
  if (!sweepLine || !woodLine) throw new Error("The order has no lines.");
  const complete = {
    lines: [
      { lineId: sweepLine.id, deliveredQuantity: 2 },
      { lineId: woodLine.id, deliveredQuantity: 2.5 },
    ],
    extraLines: [{ description: "Extra sotlucka", quantity: 1, unitCode: "PCS" }],
    timeMinutes: 95,
    note: "Skorsten i gott skick.",
    signature: { image: SIGNATURE_PNG, signerName: "Åsa Öberg" },
  };
  const report = (path = "") => url(id, `/${order.id}/report${path}`);
  return { id, customer, order, complete, report, sweepLine, woodLine };
}

describe("order reports", () => {
  it("saves the report while the order is in progress, totals the delivered quantities and keeps the signing time", async () => {
    const w = await world();
    const empty: OrderReport = (await t.api.as(fx.a).get(w.report())).json();
    expect(empty).toMatchObject({ version: 0, complete: false, signature: null, language: "se" });
    expect(empty.lines.map((l) => l.deliveredQuantity)).toEqual([null, null]);

    const saved = (await saveOrderReport(t, fx.a, w.id, w.order.id, { ...w.complete, version: 0 })) as OrderReport;
    expect(saved).toMatchObject({ version: 1, complete: true, timeMinutes: 95, note: "Skorsten i gott skick." });
    expect(saved.signature).toMatchObject({ signerName: "Åsa Öberg", image: SIGNATURE_PNG });
    // 2 × 500,00 = 1 000,00 (25 %); 2,5 × 123,45 = 308,625 → 308,63 (12 %).
    expect(saved.lines.map((l) => l.netOre)).toEqual([100_000, 30_863]);
    expect(saved.totals).toEqual({
      netOre: 130_863,
      vat: [
        { rate: 25, baseOre: 100_000, vatOre: 25_000 },
        { rate: 12, baseOre: 30_863, vatOre: 3704 },
      ],
      vatOre: 28_704,
      grossOre: 159_567,
    });

    // Sent back as read, the signature keeps its time; an old version answers 409 with the report as stored.
    const again = (await saveOrderReport(t, fx.a, w.id, w.order.id, { ...w.complete, version: 1 })) as OrderReport;
    expect(again.signature?.signedAt).toBe(saved.signature?.signedAt);
    const stale = await t.api.as(fx.a).put(w.report(), { ...w.complete, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "STALE_VERSION", current: { version: 2 } });

    // Reported, the report no longer changes.
    const reported = await t.api.as(fx.a).post(url(w.id, `/${w.order.id}/report`), {});
    expect(reported.statusCode, reported.body).toBe(200);
    const late = await t.api.as(fx.a).put(w.report(), w.complete);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "CONFLICT", current: { status: "reported" } });
  });

  it("reports an order only with a delivered quantity for each line and the customer's signature", async () => {
    const w = await world();
    const report = () => t.api.as(fx.a).post(url(w.id, `/${w.order.id}/report`), {});
    const unsigned = await report();
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json()).toMatchObject({ code: "ORDER_REPORT_INCOMPLETE", field: "report" });
    await saveOrderReport(t, fx.a, w.id, w.order.id, { ...w.complete, lines: w.complete.lines.slice(0, 1) });
    const missing = await report();
    expect(missing.json()).toMatchObject({ code: "ORDER_REPORT_INCOMPLETE" });
    expect(missing.json().message).toContain("delivered quantity");
    // Nothing delivered of a line is a quantity too.
    await saveOrderReport(t, fx.a, w.id, w.order.id, {
      ...w.complete,
      lines: [...w.complete.lines.slice(0, 1), { lineId: w.woodLine.id, deliveredQuantity: 0 }],
    });
    expect((await report()).json().status).toBe("reported");
  });

  it("never reports an order on a report changed at the same moment: of a save taking the signature away and the report, one fails", async () => {
    const w = await world();
    await saveOrderReport(t, fx.a, w.id, w.order.id, w.complete);
    const [saved, reported] = await Promise.all([
      t.api.as(fx.a).put(w.report(), { ...w.complete, signature: null }),
      t.api.as(fx.a).post(url(w.id, `/${w.order.id}/report`), {}),
    ]);
    expect([saved.statusCode, reported.statusCode].sort()).toEqual([200, 409]);
    const order = (await t.api.as(fx.a).get(url(w.id, `/${w.order.id}`))).json();
    const report: OrderReport = (await t.api.as(fx.a).get(w.report())).json();
    // Reported only with the signature in place; else the report was saved unsigned and the order waits.
    expect(order.status === "reported").toBe(report.signature !== null);
  });

  it("refuses a signature that is no real PNG, a line or a photo not of the order, and an unknown order", async () => {
    const w = await world();
    const put = (body: object) => t.api.as(fx.a).put(w.report(), { ...w.complete, ...body });
    const fake = await put({
      signature: { image: `data:image/png;base64,${Buffer.from("not a png").toString("base64")}`, signerName: "X" },
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().field).toBe("signature");
    const notDataUrl = await put({ signature: { image: "https://example.test/x.png", signerName: "X" } });
    expect(notDataUrl.statusCode).toBe(400);
    const noName = await put({ signature: { image: SIGNATURE_PNG, signerName: " " } });
    expect(noName.statusCode).toBe(400);
    const strangeLine = await put({ lines: [{ lineId: w.customer.id, deliveredQuantity: 1 }] });
    expect(strangeLine.json()).toMatchObject({ field: "lines" });
    expect((await put({ lines: [{ lineId: w.sweepLine.id, deliveredQuantity: 1.0001 }] })).statusCode).toBe(400);
    const text = await uploadFile(
      t,
      fx.a,
      `/api/companies/${w.id}/publications/${w.order.id}/files`,
      "a.txt",
      "text/plain",
      "x",
    );
    const notPhoto = await put({ photoFileIds: [text.json().id] });
    expect(notPhoto.json()).toMatchObject({ field: "photoFileIds" });
    const unknown = await t.api.as(fx.a).get(url(w.id, `/${w.customer.id}/report`));
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 404 to another company, 401 without a token and 403 to a member without OrderReport or a guest", async () => {
    const w = await world();
    const b = fx.b.company.id;
    expect((await t.api.as(fx.b).get(url(b, `/${w.order.id}/report`))).statusCode).toBe(404);
    expect((await t.api.as(fx.b).get(url(b, `/${w.order.id}/report.pdf`))).statusCode).toBe(404);
    expect((await t.api.as(fx.b).put(url(b, `/${w.order.id}/report`), w.complete)).statusCode).toBe(404);
    expect((await t.api.as(fx.b).post(url(b, `/${w.order.id}/report/mail`), {})).statusCode).toBe(404);
    expect((await t.api.anonymous().get(w.report())).statusCode).toBe(401);
    expect((await t.api.anonymous().put(w.report(), w.complete)).statusCode).toBe(401);
    const reader = await newMember(t, w.id, ["SeeObjectsWithoutGroup"]);
    expect((await t.api.as(reader.token).get(w.report())).statusCode).toBe(200);
    expect((await t.api.as(reader.token).put(w.report(), w.complete)).statusCode).toBe(403);
    expect((await t.api.as(reader.token).post(w.report("/mail"), { to: "x@example.test" })).statusCode).toBe(403);
    const guest = await newMember(t, w.id, ["OrderReport"], "GUEST");
    expect((await t.api.as(guest.token).put(w.report(), w.complete)).statusCode).toBe(403);
    // A guest sees only the orders shared with them.
    expect((await t.api.as(guest.token).get(w.report())).statusCode).toBe(404);
  });

  it("is in the customer's language until the report is saved with another", async () => {
    const w = await world();
    const english = await t.api
      .as(fx.a)
      .put(`/api/companies/${w.id}/customers/${w.customer.id}`, { language: "en", version: w.customer.version });
    expect(english.statusCode, english.body).toBe(200);
    expect((await t.api.as(fx.a).get(w.report())).json()).toMatchObject({ version: 0, language: "en" });
    const saved = await saveOrderReport(t, fx.a, w.id, w.order.id, { ...w.complete, language: "se", version: 0 });
    expect(saved).toMatchObject({ version: 1, language: "se" });
    expect((await t.api.as(fx.a).get(w.report())).json()).toMatchObject({ language: "se" });
  });

  it("writes the PDF with the lines, totals, photo and signer in Swedish by default and in English", async () => {
    const w = await world();
    const photo = await uploadFile(
      t,
      fx.a,
      `/api/companies/${w.id}/publications/${w.order.id}/files`,
      "skorsten.png",
      "image/png",
      Buffer.from(SIGNATURE_PNG.split(",")[1] ?? "", "base64"),
    );
    expect(photo.statusCode, photo.body).toBe(201);
    const saved = (await saveOrderReport(t, fx.a, w.id, w.order.id, {
      ...w.complete,
      photoFileIds: [photo.json().id],
    })) as OrderReport;
    expect(saved.photos.map((p) => p.uploadName)).toEqual(["skorsten.png"]);
    // PUT takes what GET answers: the report sent back as read keeps every part.
    const again = (await saveOrderReport(t, fx.a, w.id, w.order.id, saved)) as OrderReport;
    expect({ ...again, version: saved.version, updatedAt: null }).toEqual({ ...saved, updatedAt: null });

    const swedish = await t.api.as(fx.a).get(w.report(".pdf"));
    expect(swedish.statusCode).toBe(200);
    expect(swedish.headers["content-type"]).toBe("application/pdf");
    expect(swedish.headers["content-disposition"]).toContain("Orderrapport");
    const sv = await pdfText(swedish.rawPayload);
    for (const text of [
      "Sotarna i Norr AB",
      "Orderrapport",
      "Kunden Åsa AB",
      "Sotning",
      "2,5 kilogram (beställt 3) × 123,45 kr = 308,63 kr",
      "Moms 25 %: 250,00 kr",
      "Att betala: 1 595,67 kr",
      "Extra sotlucka: 1 styck",
      "Nedlagd tid: 1 tim 35 min",
      "Skorsten i gott skick.",
      "Foton",
      "Signerad av Åsa Öberg",
    ])
      expect(sv).toContain(text);

    const english = await pdfText((await t.api.as(fx.a).get(w.report(".pdf?language=en"))).rawPayload);
    for (const text of [
      "Order report",
      "2.5 kilogram (ordered 3) × 123.45 kr = 308.63 kr",
      "VAT 12 %: 37.04 kr",
      "Total: 1,595.67 kr",
      "Time spent: 1 h 35 min",
      "Signed by Åsa Öberg",
    ])
      expect(english).toContain(text);
  });

  it("mails the PDF to the order's contact through the outbox and keeps it among the order's files", async () => {
    const w = await world();
    const contact = await createCustomerContact(t, fx.a, w.id, w.customer.id, {
      name: "Åsa Öberg",
      email: "asa@kunden.example",
    });
    expect((await t.api.as(fx.a).put(url(w.id, `/${w.order.id}`), { contactId: contact.id })).statusCode).toBe(200);
    await saveOrderReport(t, fx.a, w.id, w.order.id, { ...w.complete, language: "en" });
    const mailed = await t.api.as(fx.a).post(w.report("/mail"), {});
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json()).toMatchObject({ to: "asa@kunden.example", file: { uploadName: "Order report 1.pdf" } });
    const message = await lastMessage(t.deps, "asa@kunden.example");
    expect(message?.subject).toBe("Order report 1: Sotning Storgatan 1");
    expect(message?.attachments).toMatchObject([{ name: "Order report 1.pdf", contentType: "application/pdf" }]);
    const files = (await t.api.as(fx.a).get(`/api/companies/${w.id}/publications/${w.order.id}/files`)).json();
    expect(files.map((f: { uploadName: string }) => f.uploadName)).toContain("Order report 1.pdf");
    // Another address when asked; an invalid one is refused.
    const other = await t.api.as(fx.a).post(w.report("/mail"), { to: "kontor@kunden.example" });
    expect(other.json().to).toBe("kontor@kunden.example");
    expect((await t.api.as(fx.a).post(w.report("/mail"), { to: "nope" })).statusCode).toBe(400);
  });
});
