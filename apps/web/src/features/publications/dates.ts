import { DATE_FORMAT } from "@app/contract";

/** The date pickers show and take dates as the app writes them everywhere (YYYY-MM-DD). */
export const DATE_VALUE_FORMAT = DATE_FORMAT;
