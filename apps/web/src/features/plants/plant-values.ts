import {
  type BudningType,
  budningTypes,
  type Language,
  type Plant,
  type PlantCreate,
  type PlantType,
  type PlantUpdate,
} from "@app/contract";
import type { ReactNode } from "react";

/** The customer picker the app gives the feature (the customers feature's), as the object form has it. */
export type CustomerField = (field: {
  initial: { id: string; name: string } | null;
  value: string | null;
  onChange: (id: string | null) => void;
  required: boolean;
}) => ReactNode;

export interface IntervalValues {
  type: BudningType;
  /** Whether the plant is due for this budning type at all. */
  enabled: boolean;
  intervalMonths: number | string;
  nextDue: string | null;
}

/** What the plant's form edits (the name only when it is made: afterwards the object's name is edited on its page). */
export interface PlantValues {
  name: string;
  customerId: string | null;
  plantType: PlantType;
  kind: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  area: string;
  location: string;
  /** null on a new plant: the customer's language. */
  language: Language | null;
  intervals: IntervalValues[];
}

export function toValues(plant: Plant | null, customerId: string | null): PlantValues {
  const own = (type: BudningType) => plant?.intervals.find((interval) => interval.type === type);
  return {
    name: plant?.name ?? "",
    customerId: plant?.customer.id ?? customerId,
    plantType: plant?.plantType ?? "BOTH",
    kind: plant?.kind ?? "",
    street: plant?.address?.street ?? "",
    postcode: plant?.address?.postcode ?? "",
    city: plant?.address?.city ?? "",
    country: plant?.address?.country ?? "SE",
    area: plant?.area ?? "",
    location: plant?.location ?? "",
    language: plant?.language ?? null,
    intervals: budningTypes.map((type) => ({
      type,
      enabled: Boolean(own(type)),
      intervalMonths: own(type)?.intervalMonths ?? 12,
      nextDue: own(type)?.nextDue ?? null,
    })),
  };
}

const numberOf = (value: number | string) => (value === "" ? Number.NaN : Number(value));

/** The intervals sent: those of the types checked, in the types' order (the schema's issues are indexed by it). */
export const sentIntervals = (values: PlantValues) => values.intervals.filter((interval) => interval.enabled);

function fields(values: PlantValues) {
  const address = [values.street, values.postcode, values.city].some((part) => part.trim() !== "")
    ? {
        street: values.street.trim(),
        postcode: values.postcode.trim() || null,
        city: values.city.trim(),
        country: values.country.trim(),
      }
    : null;
  return {
    plantType: values.plantType,
    kind: values.kind,
    address,
    area: values.area,
    location: values.location,
    ...(values.language ? { language: values.language } : {}),
    intervals: sentIntervals(values).map((interval) => ({
      type: interval.type,
      intervalMonths: numberOf(interval.intervalMonths),
      nextDue: interval.nextDue,
    })),
  };
}

/** POST's body; what is not yet valid stays invalid for the contract's schema to name. */
export const toCreate = (values: PlantValues): PlantCreate => ({
  name: values.name,
  customerId: values.customerId ?? "",
  ...fields(values),
});

/** PUT's body: every field the form edits, on the version the form was read at. */
export const toUpdate = (values: PlantValues, version: number): PlantUpdate => ({ ...fields(values), version });

/** The locale key of a field's first problem ("intervals.0.intervalMonths" is the first interval sent). */
export function messageKey(field: string, tooBig: boolean) {
  if (field === "name") return tooBig ? "form.tooLong" : "form.nameRequired";
  if (field === "customerId") return "form.customerRequired";
  if (field === "kind" || field === "area" || field === "location") return "form.tooLong";
  if (field.startsWith("address.country")) return "form.countryInvalid";
  if (field.startsWith("address.")) return "form.tooLong";
  if (/^intervals\.\d+\.intervalMonths$/.test(field)) return "form.intervalInvalid";
  if (/^intervals\.\d+\.nextDue$/.test(field)) return "form.dateInvalid";
  return "form.invalid";
}
