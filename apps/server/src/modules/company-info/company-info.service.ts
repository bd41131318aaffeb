import {
  type CompanyInfoRead,
  type CompanyInfoView,
  companyInfoSchema,
  companyPublicInfoSchema,
  logoKinds,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import type { Realtime } from "../../realtime/realtime";
import { companyChanged } from "../companies/companies.service";
import { readsFullInfo } from "./company-info.policy";
import * as q from "./company-info.queries";

type Info = z.output<typeof companyInfoSchema>;

/** The settings fields, with whether the logo and the PDF logo exist (the web asks only for those). */
export async function readInfo(tx: Tx, companyId: string): Promise<CompanyInfoView> {
  const row = await q.findCompany(tx, companyId);
  if (!row) throw notFound("Company");
  const logos = await q.findLogoKinds(tx, companyId);
  // Stored fields over the schema's defaults, so a field added later reads as empty.
  const info = companyInfoSchema.parse({
    ...row.info,
    name: row.name,
    colors: {
      settings: row.colorSettings,
      headerBanner: row.colorHeaderBanner,
      headerMenuButton: row.colorHeaderMenuButton,
    },
  });
  return { ...info, hasLogo: logos.has(logoKinds.logo), hasPdfLogo: logos.has(logoKinds.pdf) };
}

/** The settings as the member may read them: in full, or the public face (readsFullInfo). */
export async function readInfoAs(tx: Tx, tenant: Tenant): Promise<CompanyInfoRead> {
  const info = await readInfo(tx, tenant.companyId);
  if (readsFullInfo(tenant)) return info;
  return companyPublicInfoSchema.parse({ ...info, publicFace: true });
}

/** Saves the settings fields; once committed, the members' open pages take the new name and colours. */
export async function saveInfo(tx: Tx, realtime: Realtime, companyId: string, { name, colors, ...info }: Info) {
  await q.updateCompany(tx, companyId, {
    name,
    info,
    colorSettings: colors.settings,
    colorHeaderBanner: colors.headerBanner,
    colorHeaderMenuButton: colors.headerMenuButton,
  });
  await companyChanged(tx, realtime, companyId);
  return readInfo(tx, companyId);
}
