import { sql } from "drizzle-orm";
import { pgRole } from "drizzle-orm/pg-core";

/** The non-owner role that every tenant query runs as (created in the first migration). */
export const appRole = pgRole("app_user").existing();

/** Row visible when its company is in the transaction's company scope, or to scheduled jobs (withSystem). */
export const inCompanyScope = (column = "company_id") =>
  sql.raw(`(${column} = any(app_company_ids()) or app_is_system())`);

/** Row visible when it belongs to the transaction's user scope. */
export const isScopeUser = (column = "user_id") => sql.raw(`${column} = app_user_id()`);
