import type { InvoiceExport, InvoiceFileFormat } from "@app/contract";
import { download } from "../../../../lib/download";
import { invoiceBasisPath } from "./keys";

const extension = (format: InvoiceFileFormat, batch: InvoiceExport) =>
  format !== "ubl" ? format : batch.orders.length === 1 ? "xml" : "zip";

/** GET /invoice-basis/exports/{id}/file: the export as CSV, XLSX or UBL invoices (XML, a ZIP of several), downloaded. */
export const downloadExport = (companyId: string, batch: InvoiceExport, format: InvoiceFileFormat, name: string) =>
  download(
    invoiceBasisPath(companyId, `/exports/${batch.id}/file?format=${format}`),
    `${name}.${extension(format, batch)}`,
  );
