import type { Language, OrderReport, OrderReportSave, ProductUnitCode } from "@app/contract";
import type { UseFormReturnType } from "@mantine/form";
import { formatQuantity, parseQuantity } from "../../../lib/money";

/** The report form's values: quantities and times as typed, the signature's image null until drawn. */
export interface ReportValues {
  lines: { lineId: string; deliveredQuantity: string }[];
  extraLines: { description: string; quantity: string; unitCode: ProductUnitCode }[];
  hours: string;
  minutes: string;
  photos: { id: string; uploadName: string }[];
  note: string;
  signature: { image: string | null; signerName: string };
  language: Language;
}

export type ReportForm = UseFormReturnType<ReportValues>;

const typed = (quantity: number | null, language: string) =>
  quantity === null ? "" : formatQuantity(quantity, language).replace(/\s/g, "");
/** A typed quantity: "" is none, text that is no quantity stays NaN for the contract to refuse. */
const quantityOf = (text: string) => (text.trim() === "" ? null : (parseQuantity(text) ?? Number.NaN));
const wholeOf = (text: string) => (text.trim() === "" ? 0 : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

export function reportValues(report: OrderReport, language: string): ReportValues {
  return {
    lines: report.lines.map((line) => ({
      lineId: line.lineId,
      deliveredQuantity: typed(line.deliveredQuantity, language),
    })),
    extraLines: report.extraLines.map((extra) => ({ ...extra, quantity: typed(extra.quantity, language) })),
    hours: report.timeMinutes === null ? "" : String(Math.floor(report.timeMinutes / 60)),
    minutes: report.timeMinutes === null ? "" : String(report.timeMinutes % 60),
    photos: report.photos.map(({ id, uploadName }) => ({ id, uploadName })),
    note: report.note,
    signature: { image: report.signature?.image ?? null, signerName: report.signature?.signerName ?? "" },
    language: report.language,
  };
}

/** The values as PUT …/report takes them (the contract's schema checks them on the form too). */
export function toSave(values: ReportValues, version?: number): OrderReportSave {
  const noTime = values.hours.trim() === "" && values.minutes.trim() === "";
  return {
    lines: values.lines.map((line) => ({ lineId: line.lineId, deliveredQuantity: quantityOf(line.deliveredQuantity) })),
    extraLines: values.extraLines.map((extra) => ({ ...extra, quantity: quantityOf(extra.quantity) ?? Number.NaN })),
    timeMinutes: noTime ? null : wholeOf(values.hours) * 60 + wholeOf(values.minutes),
    photoFileIds: values.photos.map((photo) => photo.id),
    note: values.note,
    signature: values.signature.image
      ? { image: values.signature.image, signerName: values.signature.signerName }
      : null,
    language: values.language,
    version,
  };
}
