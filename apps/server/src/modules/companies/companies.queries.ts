import type { CompanySettings, CompanySettingsInput } from "@app/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, companyUsers } from "../../db/schema";

const companyColumns = {
  id: companies.id,
  name: companies.name,
  enabledFeatures: companies.enabledFeatures,
  secondFactor: companies.secondFactor,
  colorSettings: companies.colorSettings,
  colorHeaderBanner: companies.colorHeaderBanner,
  colorHeaderMenuButton: companies.colorHeaderMenuButton,
  type: companyUsers.type,
  features: companyUsers.features,
};

const selectCompanies = (tx: Tx, userId: string, companyId?: string) =>
  tx
    .select(companyColumns)
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companyUsers.userId, userId), companyId ? eq(companies.id, companyId) : undefined));

type Row = Awaited<ReturnType<typeof selectCompanies>>[number];

const toCompany = ({ colorSettings, colorHeaderBanner, colorHeaderMenuButton, ...rest }: Row) => ({
  ...rest,
  colors: { settings: colorSettings, headerBanner: colorHeaderBanner, headerMenuButton: colorHeaderMenuButton },
});

/** The companies of a user, by name, with the user's type in each (run in the user's scope). */
export async function listCompaniesOfUser(tx: Tx, userId: string, page: { limit: number; offset: number }) {
  const rows = await selectCompanies(tx, userId)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toCompany);
}

/** One company as its member sees it. */
export async function findCompanyOfUser(tx: Tx, companyId: string, userId: string) {
  const [row] = await selectCompanies(tx, userId, companyId);
  return row ? toCompany(row) : null;
}

/** The second factor, feature flags and audit retention of a company (run in its scope). */
export async function findCompanySettings(tx: Tx, companyId: string): Promise<CompanySettings | null> {
  const [row] = await tx
    .select({
      secondFactor: companies.secondFactor,
      auditRetentionYears: companies.auditRetentionYears,
      enabledFeatures: companies.enabledFeatures,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function updateCompanySettings(tx: Tx, companyId: string, settings: CompanySettingsInput) {
  await tx
    .update(companies)
    .set({
      secondFactor: settings.secondFactor,
      enabledFeatures: settings.enabledFeatures,
      ...(settings.auditRetentionYears === undefined ? {} : { auditRetentionYears: settings.auditRetentionYears }),
    })
    .where(eq(companies.id, companyId));
}

/** The ids of a company's members (run in the company's scope). */
export async function memberIds(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId));
  return rows.map((row) => row.userId);
}
