import { DATE_FORMAT } from "@app/contract";
import dayjs from "dayjs";

/** The one date format of the app (YYYY-MM-DD); empty for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : "";
}

/** A moment as YYYY-MM-DD HH:mm in local time; empty for a missing or invalid one. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs(value);
  return date.isValid() ? `${date.format(DATE_FORMAT)} ${date.format("HH:mm")}` : "";
}
