import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import {
  ErrorCode,
  type Language,
  type Order,
  type OrderReport,
  orderLineAmounts,
  type orderReportSaveSchema,
  orderTotals,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { readInfo } from "../company-info/company-info.service";
import { customerLanguage, getCustomer } from "../customers/customers.service";
import { orderReportMail } from "./order-report.mail";
import * as q from "./order-report.queries";
import { find, getOrder, refused } from "./orders.service";

type Save = z.output<typeof orderReportSaveSchema>;

function answer(
  order: Order,
  row: q.ReportRow | null,
  photos: OrderReport["photos"],
  customersLanguage: Language,
): OrderReport {
  const delivered = row?.delivered ?? {};
  const lines = order.lines.map((line) => {
    const quantity = delivered[line.id] ?? null;
    return {
      lineId: line.id,
      position: line.position,
      description: line.description,
      unitCode: line.unitCode,
      orderedQuantity: line.quantity,
      deliveredQuantity: quantity,
      unitPriceOre: line.unitPriceOre,
      netOre: quantity ? orderLineAmounts({ ...line, quantity }).netOre : 0,
    };
  });
  const signed = row?.signature && row.signerName && row.signedAt;
  return {
    orderId: order.id,
    orderStatus: order.status,
    lines,
    extraLines: row?.extraLines ?? [],
    timeMinutes: row?.timeMinutes ?? null,
    photos,
    note: row?.note ?? "",
    signature: signed
      ? { image: row.signature ?? "", signerName: row.signerName ?? "", signedAt: row.signedAt?.toISOString() ?? "" }
      : null,
    language: row?.language ?? customersLanguage,
    totals: orderTotals(
      order.lines.flatMap((line) => {
        const quantity = delivered[line.id];
        return quantity ? [{ ...line, quantity }] : [];
      }),
    ),
    complete: Boolean(signed) && lines.every((line) => line.deliveredQuantity !== null),
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The order's report as its readers see it, with its stored parts (the PDF reads these too). */
export async function readReport(tx: Tx, tenant: Tenant, id: string) {
  const order = await getOrder(tx, tenant, id);
  const row = await q.findReport(tx, tenant.companyId, id);
  const files = await q.orderFiles(tx, tenant.companyId, id, row?.photoFileIds ?? []);
  const photos = (row?.photoFileIds ?? []).flatMap((fileId) => files.filter((file) => file.id === fileId));
  return {
    order,
    row,
    photos,
    report: answer(
      order,
      row,
      photos.map(({ storageKey: _key, ...photo }) => photo),
      row ? row.language : await customerLanguage(tx, tenant, order.customer.id),
    ),
  };
}

/** GET …/report: the report (empty, version 0, while none is saved) of an order the member sees. */
export async function getReport(tx: Tx, tenant: Tenant, id: string) {
  return (await readReport(tx, tenant, id)).report;
}

async function checkParts(tx: Tx, tenant: Tenant, order: Order, input: Save) {
  const lineIds = new Set(order.lines.map((line) => line.id));
  if (input.lines.some((line) => !lineIds.has(line.lineId))) throw invalid("lines", "Not a line of the order.");
  const photoIds = [...new Set(input.photoFileIds)];
  const files = await q.orderFiles(tx, tenant.companyId, order.id, photoIds);
  if (files.length !== photoIds.length || files.some((file) => !file.contentType.startsWith("image/")))
    throw invalid("photoFileIds", "A photo must be an image among the order's files.");
  if (input.signature) {
    // The PNG reader and the PDF libraries load on first use (docs/benchmarks.md, "Memory").
    const { checkDrawnSignature } = await import("../esign/esign.signature");
    await checkDrawnSignature(input.signature.image);
  }
  return photoIds;
}

/**
 * PUT …/report: saves the whole report while the order is in progress (409 with the order's state
 * otherwise), its version checked (409 STALE_VERSION with the report as stored). A signature sent
 * back unchanged keeps the time it was signed; a new one is checked as e-sign's drawn ones are.
 */
export async function saveReport(tx: Tx, tenant: Tenant, id: string, input: Save) {
  await find(tx, tenant, id);
  const status = await q.lockOrderStatus(tx, tenant.companyId, id, "share");
  if (status !== "inProgress") throw await refused(tx, tenant, id, [], "its report cannot change");
  const order = await getOrder(tx, tenant, id);
  const photoFileIds = await checkParts(tx, tenant, order, input);
  const stored = await q.findReport(tx, tenant.companyId, id);
  const sameSignature =
    input.signature &&
    stored?.signature === input.signature.image &&
    stored.signerName === input.signature.signerName &&
    stored.signedAt;
  const saved = await q.saveReport(tx, tenant.companyId, id, input.version, {
    delivered: Object.fromEntries(
      input.lines.flatMap((line) => (line.deliveredQuantity === null ? [] : [[line.lineId, line.deliveredQuantity]])),
    ),
    extraLines: input.extraLines,
    timeMinutes: input.timeMinutes,
    photoFileIds,
    note: input.note,
    signature: input.signature?.image ?? null,
    signerName: input.signature?.signerName ?? null,
    signedAt: input.signature ? (sameSignature ? stored.signedAt : new Date()) : null,
    language: input.language ?? stored?.language ?? (await customerLanguage(tx, tenant, order.customer.id)),
    updatedBy: tenant.userId,
  });
  if (!saved) {
    const current = await readReport(tx, tenant, id);
    throw new AppError(
      409,
      ErrorCode.StaleVersion,
      "The report was changed by someone else while you edited.",
      undefined,
      current.report,
    );
  }
  return getReport(tx, tenant, id);
}

/**
 * The report transition's condition (order-states.service): each line has its delivered quantity
 * and the customer signed, else 409 ORDER_REPORT_INCOMPLETE. Locks the order's row first, so a
 * report saved at the same moment is either seen here or finds the order reported.
 */
export async function checkReportComplete(tx: Tx, tenant: Tenant, id: string) {
  const status = await q.lockOrderStatus(tx, tenant.companyId, id, "update");
  if (!status) throw notFound("Order");
  if (status !== "inProgress") return;
  const { report } = await readReport(tx, tenant, id);
  if (!report.complete) {
    const missing = report.signature ? "a delivered quantity for each line" : "the customer's signature";
    throw new AppError(
      409,
      ErrorCode.OrderReportIncomplete,
      `The order cannot be reported yet: its report needs ${missing}.`,
      "report",
    );
  }
}

const readBytes = async (storage: Deps["storage"], key: string) => buffer(await storage.read(key));

type Read = Awaited<ReturnType<typeof readReport>>;

async function renderPdf(tx: Tx, storage: Deps["storage"], tenant: Tenant, read: Read, language: Language) {
  const { orderReportPdf, reportFileName } = await import("./order-report.pdf");
  const logo = await q.pdfLogoKey(tx, tenant.companyId);
  const company = await readInfo(tx, tenant.companyId);
  const bytes = await orderReportPdf({
    language,
    company,
    logo: logo && { contentType: logo.contentType, bytes: await readBytes(storage, logo.storageKey) },
    order: read.order,
    report: read.report,
    photos: await Promise.all(
      read.photos.map(async (photo) => ({
        contentType: photo.contentType,
        bytes: await readBytes(storage, photo.storageKey),
      })),
    ),
  });
  return { name: reportFileName(read.order, language), bytes, company: company.name };
}

/** GET …/report.pdf: the order report PDF of an order the member sees, in the language asked or the report's. */
export async function reportPdf(
  tx: Tx,
  storage: Deps["storage"],
  tenant: Tenant,
  id: string,
  asked: Language | undefined,
) {
  const read = await readReport(tx, tenant, id);
  return renderPdf(tx, storage, tenant, read, asked ?? read.report.language);
}

/** To whom the report goes without an address given: the order's contact, the main contact, the customer. */
async function customerEmail(tx: Tx, key: Buffer, tenant: Tenant, order: Order) {
  const customer = await getCustomer(tx, key, tenant, order.customer.id);
  const contact = customer.contacts.find((c) => c.id === order.contact?.id && c.email);
  const main = customer.contacts.find((c) => c.isMain && c.email);
  const email = contact?.email ?? main?.email ?? customer.email;
  if (!email) throw invalid("to", "The customer has no email address: enter one.");
  return email;
}

/**
 * POST …/report/mail: the order report PDF in the report's language, kept among the order's files
 * as it was sent, mailed to the customer (or the address given) through the outbox with the PDF
 * attached (read from storage when the outbox sends it).
 */
export async function mailReport(
  tx: Tx,
  deps: Pick<Deps, "storage" | "mail" | "config">,
  tenant: Tenant,
  id: string,
  input: { to?: string },
) {
  const read = await readReport(tx, tenant, id);
  const { order, report } = read;
  const to = input.to ?? (await customerEmail(tx, deps.config.keypassKey, tenant, order));
  const { name, bytes, company } = await renderPdf(tx, deps.storage, tenant, read, report.language);
  const fileId = randomUUID();
  const storageKey = `${tenant.companyId}/${id}/${fileId}`;
  const size = await deps.storage.write(storageKey, Readable.from([bytes]));
  const file = await q.insertOrderFile(tx, {
    id: fileId,
    companyId: tenant.companyId,
    publicationId: id,
    uploadName: name,
    contentType: "application/pdf",
    size,
    uploadStatus: "COMPLETE",
    uploadProgress: 100,
    storageKey,
    createdBy: tenant.userId,
  });
  const mail = orderReportMail(report.language, { company, order: order.name, number: order.number });
  await deps.mail({ to, ...mail, attachments: [{ name, contentType: "application/pdf", storageKey }] }, tx);
  return {
    to,
    file: { id: file.id, uploadName: file.uploadName, contentType: file.contentType, size: file.size },
  };
}
