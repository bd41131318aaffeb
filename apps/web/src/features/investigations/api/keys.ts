import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const investigationKeys = {
  /** Every investigation read of the company (the list, an object's investigation and investigators). */
  all: (scope: Scope) => [...queryKeys.company(scope), "investigations"] as const,
  list: (scope: Scope, query: object) => [...investigationKeys.all(scope), "list", query] as const,
  object: (scope: Scope, publicationId: string) => [...investigationKeys.all(scope), "object", publicationId] as const,
  investigators: (scope: Scope, publicationId: string) =>
    [...investigationKeys.all(scope), "investigators", publicationId] as const,
  units: (scope: Scope) => [...queryKeys.company(scope), "units", "investigation-options"] as const,
  templates: (scope: Scope) => [...queryKeys.company(scope), "investigation-templates"] as const,
  template: (scope: Scope, templateId: string) => [...investigationKeys.templates(scope), templateId] as const,
};

const company = (companyId: string) => `/companies/${companyId}`;

export const listPath = (companyId: string) => `${company(companyId)}/publications/investigations`;
export const investigationsPath = (companyId: string) => `${company(companyId)}/investigations`;
export const publicationPath = (companyId: string, publicationId: string) =>
  `${company(companyId)}/publications/${publicationId}`;
export const investigationPath = (companyId: string, publicationId: string) =>
  `${publicationPath(companyId, publicationId)}/investigation`;
export const templatesPath = (companyId: string, templateId?: string) =>
  `${company(companyId)}/investigation-templates${templateId ? `/${templateId}` : ""}`;
export const investigatorsPath = (companyId: string, id?: string) =>
  `${company(companyId)}/investigation-users${id ? `/${id}` : ""}`;

/** The settings pages of the templates. */
export const templatesPage = "/settings/investigation-templates";
export const templatePage = (templateId: string) => `${templatesPage}/${templateId}`;
