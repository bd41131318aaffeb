import {
  type BeastPricing,
  type DistributionType,
  type PlantType,
  type Product,
  type ProductCreate,
  type ProductType,
  type ProductUnitCode,
  productTypeFields,
} from "@app/contract";
import type { UseFormReturnType } from "@mantine/form";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";
import { errorText } from "../../lib/error-text";
import { kronorToOre, oreToInput, parseQuantity } from "../../lib/money";
import { toast } from "../../lib/toast";

export interface ChoiceDraft {
  id?: string;
  name: string;
  /** Kronor as typed ("-12,50"). */
  priceChangeOre: string;
}
export interface OptionDraft {
  id?: string;
  name: string;
  choices: ChoiceDraft[];
}

/**
 * What the product forms hold: the contract's fields, money as the kronor typed (named as the öre
 * fields they become, so the contract's problems land under them) and the weight as kilograms typed.
 */
export interface ProductDraft {
  number: string;
  name: string;
  description: string;
  type: ProductType;
  unitCode: ProductUnitCode;
  categoryId: string | null;
  vatRate: string;
  purchasePriceOre: string;
  salesPriceOre: string;
  active: boolean;
  durationMinutes: number | "";
  distributionType: DistributionType | null;
  weightGrams: string;
  plantType: PlantType | null;
  options: OptionDraft[];
  beastPricing: BeastPricing | null;
  species: string;
}

export const emptyDraft: ProductDraft = {
  number: "",
  name: "",
  description: "",
  type: "simple",
  unitCode: "PCS",
  categoryId: null,
  vatRate: "25",
  purchasePriceOre: "",
  salesPriceOre: "",
  active: true,
  durationMinutes: "",
  distributionType: null,
  weightGrams: "",
  plantType: null,
  options: [],
  beastPricing: null,
  species: "",
};

export const newOption = (): OptionDraft => ({ name: "", choices: [{ name: "", priceChangeOre: "0" }] });

const kilograms = (grams: number | null) => (grams === null ? "" : String(grams / 1000).replace(".", ","));

export const toDraft = (p: Product): ProductDraft => ({
  number: p.number,
  name: p.name,
  description: p.description,
  type: p.type,
  unitCode: p.unitCode,
  categoryId: p.category?.id ?? null,
  vatRate: String(p.vatRate),
  purchasePriceOre: oreToInput(p.purchasePriceOre),
  salesPriceOre: oreToInput(p.salesPriceOre),
  active: p.active,
  durationMinutes: p.durationMinutes ?? "",
  distributionType: p.distributionType,
  weightGrams: kilograms(p.weightGrams),
  plantType: p.plantType,
  options: p.options.map((o) => ({
    id: o.id,
    name: o.name,
    choices: o.choices.map((c) => ({ id: c.id, name: c.name, priceChangeOre: oreToInput(c.priceChangeOre) })),
  })),
  beastPricing: p.beastPricing,
  species: p.species ?? "",
});

/** Kronor typed as öre; what does not read as an amount is passed on as typed, so the contract refuses it under its field. */
const money = (text: string) => kronorToOre(text) ?? text;

function grams(text: string): number | string | null {
  if (text.trim() === "") return null;
  const kg = parseQuantity(text);
  return kg === null ? text : Math.round(kg * 1000);
}

/** The draft as the contract reads it: a type's fields only for its type (another type's sent as null). */
export function draftInput(draft: ProductDraft): ProductCreate {
  const spec = productTypeFields[draft.type];
  const has = (field: string) => ([...spec.required, ...spec.optional] as readonly string[]).includes(field);
  return {
    number: draft.number,
    name: draft.name,
    description: draft.description,
    type: draft.type,
    unitCode: draft.unitCode,
    categoryId: draft.categoryId,
    vatRate: Number(draft.vatRate) as ProductCreate["vatRate"],
    purchasePriceOre: draft.purchasePriceOre.trim() === "" ? null : (money(draft.purchasePriceOre) as number),
    salesPriceOre: money(draft.salesPriceOre) as number,
    active: draft.active,
    durationMinutes: has("durationMinutes") && draft.durationMinutes !== "" ? draft.durationMinutes : null,
    distributionType: has("distributionType") ? draft.distributionType : null,
    weightGrams: has("weightGrams") ? (grams(draft.weightGrams) as number | null) : null,
    plantType: has("plantType") ? draft.plantType : null,
    options: has("options")
      ? draft.options.map((o) => ({
          id: o.id,
          name: o.name,
          choices: o.choices.map((c) => ({
            id: c.id,
            name: c.name,
            priceChangeOre: money(c.priceChangeOre) as number,
          })),
        }))
      : [],
    beastPricing: has("beastPricing") ? draft.beastPricing : null,
    species: has("species") ? draft.species : null,
  };
}

const messages: Record<string, string> = {
  name: "errors.name",
  number: "errors.number",
  description: "errors.description",
  salesPriceOre: "errors.money",
  purchasePriceOre: "errors.money",
  priceChangeOre: "errors.money",
  priceOre: "errors.money",
  durationMinutes: "errors.duration",
  distributionType: "errors.distributionType",
  weightGrams: "errors.weight",
  plantType: "errors.plantType",
  options: "errors.options",
  choices: "errors.choices",
  beastPricing: "errors.beastPricing",
  unitCode: "errors.unitWeight",
  validTo: "errors.validTo",
  customerId: "errors.target",
  percent: "errors.percent",
  breaks: "errors.breaks",
  fromQuantity: "errors.quantity",
  quantity: "errors.quantity",
};

/** The text under a field the contract's rules refuse (a form's `message`); a list's entries by their own field. */
export const fieldMessage = (t: TFunction<"products">) => (field: string) => {
  const last =
    field
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? field;
  return t((messages[last] ?? "errors.invalid") as "errors.invalid");
};

/**
 * A refused save: under the field the answer names when the form has it (a 409 clash with the
 * screen's own text from `own`), else as a toast.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form's values
export function showSaveError(form: UseFormReturnType<any>, error: unknown, fallback: string, own = {}) {
  const text = errorText(error, fallback, own);
  if (error instanceof ApiError && error.field && error.field in form.values) form.setFieldError(error.field, text);
  else toast("failure", text, 6000);
}
