import { sql } from "drizzle-orm";
import { pgRole } from "drizzle-orm/pg-core";

/** The non-owner role that every tenant query runs as (created in the first migration). */
export const appRole = pgRole("app_user").existing();

/*
 * The scope functions are wrapped in scalar subqueries so that PostgreSQL evaluates them once per
 * statement (an InitPlan) instead of once per row read: a search that filters a few hundred rows
 * of a big company spent a third of its time reading the settings again (docs/benchmarks.md).
 */

/** Row visible when its company is in the transaction's company scope, or to scheduled jobs (withSystem). */
export const inCompanyScope = (column = "company_id") =>
  sql.raw(`(${column} = any((select app_company_ids())::uuid[]) or (select app_is_system()))`);

/** Row visible when it belongs to the transaction's user scope. */
export const isScopeUser = (column = "user_id") => sql.raw(`${column} = (select app_user_id())`);
