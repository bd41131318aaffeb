import { z } from "zod/mini";
import { orderStatusSchema, orderTotalsSchema } from "./orders";
import { isQuantity } from "./price-resolution";
import { productUnitCodeSchema, QUANTITY_MAX } from "./products";
import { entityIdSchema } from "./references";
import { languageSchema } from "./users";

/**
 * An order's report (issue 47 item 4, docs/orders.md "Report"): what was done, saved while the
 * order is in progress: the delivered quantity of each line, extra lines, the time spent, the
 * order's files shown as photos, a note and the customer's signature drawn on the screen with the
 * signer's name. The order is reported (POST …/report) only once each line has its delivered
 * quantity and the customer signed; the order report PDF is written in the report's language.
 */

export const ORDER_REPORT_EXTRA_LINES_MAX = 50;
export const ORDER_REPORT_PHOTOS_MAX = 30;
export const ORDER_REPORT_NOTE_MAX = 5000;
/** The time spent, in minutes (a plain figure until time entries come). */
export const ORDER_REPORT_MINUTES_MAX = 100_000;
/** A drawn signature as a PNG data URL, at most this long (the server also checks the PNG itself). */
export const ORDER_REPORT_SIGNATURE_MAX_CHARS = 300_000;

/** Zero (nothing of the line was delivered) or a quantity with at most three decimals. */
export const isDeliveredQuantity = (value: number) => value === 0 || isQuantity(value);

const deliveredQuantity = z
  .number()
  .check(z.refine(isDeliveredQuantity, "Zero or a quantity with at most three decimals"), z.lte(QUANTITY_MAX));

export const signatureImageSchema = z
  .string()
  .check(
    z.maxLength(ORDER_REPORT_SIGNATURE_MAX_CHARS),
    z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, "Expected a PNG data URL"),
  );

export const orderReportExtraLineSchema = z.object({
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  quantity: z
    .number()
    .check(z.refine(isQuantity, "A quantity above 0 with at most three decimals"), z.lte(QUANTITY_MAX)),
  unitCode: productUnitCodeSchema,
});
export type OrderReportExtraLine = z.infer<typeof orderReportExtraLineSchema>;

/** An order line as the report shows it: what was ordered and what was delivered (null: not given yet). */
export const orderReportLineSchema = z.object({
  lineId: z.uuid(),
  position: z.int(),
  description: z.string(),
  unitCode: productUnitCodeSchema,
  orderedQuantity: z.number(),
  deliveredQuantity: z.nullable(z.number()),
  unitPriceOre: z.int(),
  /** The net of the delivered quantity (the line's price and discount); 0 while none is given. */
  netOre: z.int(),
});
export type OrderReportLine = z.infer<typeof orderReportLineSchema>;

export const orderReportPhotoSchema = z.object({
  id: z.uuid(),
  uploadName: z.string(),
  contentType: z.string(),
  size: z.int(),
});
export type OrderReportPhoto = z.infer<typeof orderReportPhotoSchema>;

export const orderReportSchema = z.object({
  orderId: z.uuid(),
  orderStatus: orderStatusSchema,
  lines: z.array(orderReportLineSchema),
  extraLines: z.array(orderReportExtraLineSchema),
  timeMinutes: z.nullable(z.int()),
  photos: z.array(orderReportPhotoSchema),
  note: z.string(),
  signature: z.nullable(z.object({ image: z.string(), signerName: z.string(), signedAt: z.string() })),
  language: languageSchema,
  /** The totals of the delivered quantities (orderTotals). */
  totals: orderTotalsSchema,
  /** Each line has its delivered quantity and the customer signed: the order may be reported. */
  complete: z.boolean(),
  /** 0 while nothing was saved. */
  version: z.int(),
  updatedAt: z.nullable(z.string()),
});
export type OrderReport = z.infer<typeof orderReportSchema>;

/**
 * PUT …/report: the whole report, while the order is in progress. It takes what GET answers: lines
 * by their id, the photos as GET lists them (`photos`, or their ids as `photoFileIds`).
 */
export const orderReportSaveSchema = z.pipe(
  z.object({
    lines: z
      .array(z.object({ lineId: z.uuid(), deliveredQuantity: z.nullable(deliveredQuantity) }))
      .check(z.maxLength(500)),
    extraLines: z._default(z.array(orderReportExtraLineSchema).check(z.maxLength(ORDER_REPORT_EXTRA_LINES_MAX)), []),
    timeMinutes: z._default(z.nullable(z.int().check(z.gte(0), z.lte(ORDER_REPORT_MINUTES_MAX))), null),
    /** Files of the order (uploaded as the object's files) shown as the report's photos. */
    photoFileIds: z.optional(z.array(z.uuid()).check(z.maxLength(ORDER_REPORT_PHOTOS_MAX))),
    photos: z.optional(z.array(entityIdSchema).check(z.maxLength(ORDER_REPORT_PHOTOS_MAX))),
    note: z._default(z.string().check(z.trim(), z.maxLength(ORDER_REPORT_NOTE_MAX)), ""),
    /** null: not signed (a signature sent back unchanged keeps its time). */
    signature: z._default(
      z.nullable(
        z.object({
          image: signatureImageSchema,
          signerName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        }),
      ),
      null,
    ),
    /** Left out: as saved before, else the customer's language. */
    language: z.optional(languageSchema),
    /** The version read (0: none saved yet); another answers 409 STALE_VERSION. */
    version: z.optional(z.int().check(z.gte(0))),
  }),
  z.transform(({ photos, photoFileIds, ...report }) => ({
    ...report,
    photoFileIds: photoFileIds ?? photos ?? [],
  })),
);
export type OrderReportSave = z.input<typeof orderReportSaveSchema>;

/** GET …/report.pdf: the language is the report's unless asked. */
export const orderReportPdfQuerySchema = z.object({ language: z.optional(languageSchema) });

/** POST …/report/mail: to the given address, else the order's contact's, the main contact's or the customer's. */
export const orderReportMailSchema = z.object({
  to: z.optional(z.email().check(z.maxLength(320))),
});
export type OrderReportMail = z.input<typeof orderReportMailSchema>;

export const orderReportMailedSchema = z.object({
  to: z.string(),
  /** The PDF as mailed, kept among the order's files. */
  file: orderReportPhotoSchema,
});
