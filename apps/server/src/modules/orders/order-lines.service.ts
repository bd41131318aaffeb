import {
  type OrderLine,
  type OrderLineChoice,
  orderLineAmounts,
  type orderLineInputSchema,
  orderTotals,
  type ProductOption,
  type ProductUnitCode,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { AppError, invalid } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { priceCheck } from "../price-lists/price-lists.service";
import { mayPriceByHand } from "./orders.policy";
import type * as q from "./orders.queries";

/*
 * An order's lines (docs/orders.md, "Lines"): priced by the products' price resolution, their
 * amounts and the totals from the contract (orderLineAmounts, orderTotals).
 */

export type LineInput = z.output<typeof orderLineInputSchema>;

/**
 * A line's picked choices as its product names them now (options: the product's), in the order of
 * the product's options; a choice the product no longer has keeps its id, its names null.
 */
export function choicesOf(choiceIds: readonly string[], options: readonly ProductOption[]): OrderLineChoice[] {
  const known = options.flatMap((option) =>
    option.choices.map((choice) => ({
      id: choice.id,
      optionId: option.id,
      optionName: option.name,
      name: choice.name,
      priceChangeOre: choice.priceChangeOre,
    })),
  );
  const found = known.filter((choice) => choiceIds.includes(choice.id));
  const gone = choiceIds
    .filter((id) => !known.some((choice) => choice.id === id))
    .map((id) => ({ id, optionId: null, optionName: null, name: null, priceChangeOre: null }));
  return [...found, ...gone];
}

/** The line as answered; `options`: the options of the lines' products (by product id). */
export const toLine = (row: q.LineRow, options: ReadonlyMap<string, readonly ProductOption[]>): OrderLine => ({
  id: row.id,
  position: row.position,
  product: row.productId ? { id: row.productId, number: row.productNumber ?? "", name: row.productName ?? "" } : null,
  choices: row.choiceIds.length > 0 ? choicesOf(row.choiceIds, options.get(row.productId ?? "") ?? []) : [],
  description: row.description,
  quantity: Number(row.quantity),
  unitCode: row.unitCode as ProductUnitCode,
  unitPriceOre: row.unitPriceOre,
  manualPrice: row.manualPrice,
  priceRule: row.priceRule ?? null,
  pricedOn: row.pricedOn,
  discountPercent: Number(row.discountPercent),
  vatRate: row.vatRate as OrderLine["vatRate"],
  lineOre: row.lineOre,
  allowanceOre: row.allowanceOre,
  netOre: row.netOre,
});

/** A line's stored values with its amounts from the contract's orderLineAmounts. */
function withAmounts(
  line: Omit<q.LineValues, "lineOre" | "allowanceOre" | "netOre" | "quantity" | "discountPercent">,
  quantity: number,
  discountPercent: number,
): q.LineValues {
  const amounts = orderLineAmounts({
    unitPriceOre: line.unitPriceOre,
    quantity,
    discountPercent,
    vatRate: line.vatRate,
  });
  return {
    ...line,
    quantity: quantity.toFixed(3),
    discountPercent: discountPercent.toFixed(2),
    lineOre: amounts.lineOre,
    allowanceOre: amounts.allowanceOre,
    netOre: amounts.netOre,
  };
}

/**
 * A line's choices as saved: those sent (`choiceIds`, or GET's `choices`), else the saved line's
 * while its product is the same (PUT takes what GET answers), else none.
 */
export const choiceIdsOf = (
  input: Pick<LineInput, "productId" | "choiceIds">,
  old: { productId: string | null; choiceIds: readonly string[] } | undefined,
): string[] => input.choiceIds ?? (old && old.productId === input.productId ? [...old.choiceIds] : []);

const sameChoices = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

/** A product of the company for a line, or 400 naming the line's field (priceCheck answers 404 for another company's). */
async function priced(
  tx: Tx,
  tenant: Tenant,
  line: LineInput & { productId: string; choiceIds: string[] },
  customerId: string,
  date: string,
  field: string,
) {
  try {
    return await priceCheck(tx, tenant, {
      productId: line.productId,
      customerId,
      quantity: line.quantity,
      date,
      choiceIds: line.choiceIds,
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw invalid(`${field}.productId`, "Unknown product.");
    if (error instanceof AppError && error.field === "choiceIds") throw invalid(`${field}.choiceIds`, error.message);
    throw error;
  }
}

/**
 * The lines as saved (docs/orders.md, "Lines"): a product's line priced by the products' price
 * resolution (priceCheck: the customer's lists, its status's, the default, the sales price) at
 * `date`, with the rule that gave the price; a line sent with the id of a saved line whose product,
 * quantity and choices did not change keeps its price (a price list's change never changes a
 * saved line); a price by hand, or a free line, needs mayPriceByHand unless it is kept as it was.
 */
export async function priceLines(
  tx: Tx,
  tenant: Tenant,
  customerId: string,
  date: string,
  inputs: readonly LineInput[],
  saved: readonly q.LineRow[],
): Promise<q.LineValues[]> {
  const byId = new Map(saved.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const lines: q.LineValues[] = [];
  for (const [position, input] of inputs.entries()) {
    const field = `lines.${position}`;
    const old = input.id && !seen.has(input.id) ? byId.get(input.id) : undefined;
    if (old) seen.add(old.id);
    const id = old?.id;
    const choiceIds = choiceIdsOf(input, old);
    const sameGoods =
      old !== undefined &&
      old.productId === input.productId &&
      Number(old.quantity) === input.quantity &&
      sameChoices(old.choiceIds, choiceIds);
    const manual = input.manualPrice || input.productId === null;
    if (manual) {
      const price = input.unitPriceOre ?? (old?.manualPrice ? old.unitPriceOre : undefined);
      if (price === undefined) throw invalid(`${field}.unitPriceOre`, "A price set by hand needs unitPriceOre.");
      const keptAsItWas = old?.manualPrice && old.unitPriceOre === price && old.productId === input.productId;
      if (!keptAsItWas) mayPriceByHand(tenant);
      if (input.productId === null) {
        const description = input.description ?? old?.description;
        const unitCode = input.unitCode ?? (old?.unitCode as ProductUnitCode | undefined);
        const vatRate = input.vatRate ?? old?.vatRate;
        if (!description) throw invalid(`${field}.description`, "A line without a product needs a description.");
        if (!unitCode) throw invalid(`${field}.unitCode`, "A line without a product needs a unit.");
        if (vatRate === undefined) throw invalid(`${field}.vatRate`, "A line without a product needs a VAT rate.");
        lines.push(
          withAmounts(
            {
              id,
              position,
              productId: null,
              productNumber: null,
              productName: null,
              choiceIds: [],
              description,
              unitCode,
              unitPriceOre: price,
              manualPrice: true,
              priceRule: null,
              pricedOn: null,
              vatRate,
            },
            input.quantity,
            input.discountPercent,
          ),
        );
        continue;
      }
    }
    const productId = input.productId as string;
    const keep = sameGoods && !manual && old && !old.manualPrice;
    const check = keep ? null : await priced(tx, tenant, { ...input, productId, choiceIds }, customerId, date, field);
    const product = check?.product ?? {
      id: productId,
      number: old?.productNumber ?? "",
      name: old?.productName ?? "",
      unitCode: old?.unitCode as ProductUnitCode,
    };
    lines.push(
      withAmounts(
        {
          id,
          position,
          productId,
          productNumber: product.number,
          productName: product.name,
          choiceIds,
          description: input.description ?? old?.description ?? product.name,
          unitCode: input.unitCode ?? product.unitCode,
          unitPriceOre: manual
            ? (input.unitPriceOre ?? old?.unitPriceOre ?? 0)
            : (check?.unitPriceOre ?? old?.unitPriceOre ?? 0),
          manualPrice: manual,
          priceRule: manual ? null : (check?.rule ?? old?.priceRule ?? null),
          pricedOn: manual ? null : check ? date : (old?.pricedOn ?? null),
          vatRate: input.vatRate ?? check?.vatRate ?? old?.vatRate ?? 25,
        },
        input.quantity,
        input.discountPercent,
      ),
    );
  }
  return lines;
}

export const totalsOf = (lines: readonly q.LineValues[]) =>
  orderTotals(
    lines.map((line) => ({
      unitPriceOre: line.unitPriceOre,
      quantity: Number(line.quantity),
      discountPercent: Number(line.discountPercent),
      vatRate: line.vatRate,
    })),
  );
