import type { Publication, PublicationListItem } from "@app/contract";
import { company, nordic, user } from "../../test/server";

/** The demo company with a few object types enabled. */
export const objectsCompany = company({
  ...nordic,
  enabledFeatures: { ...nordic.enabledFeatures, publicationTypes: ["note", "card", "keypass"] },
});

export const other = { id: "44444444-4444-4444-8444-444444444444", name: "Olle Other" };

export function listItem(n: number, overrides: Partial<PublicationListItem> = {}): PublicationListItem {
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, "0")}`,
    companyId: objectsCompany.id,
    type: "note",
    name: `Note ${String(n).padStart(2, "0")}`,
    description: "",
    objectNumber: n,
    periodDate: "2026-12-31",
    status: "active",
    group: null,
    tags: [],
    updatedAt: "2026-01-02T10:00:00.000Z",
    lock: null,
    ...overrides,
  };
}

export function publication(overrides: Partial<Publication> = {}): Publication {
  return {
    ...listItem(1),
    body: "<p>Hello <strong>world</strong></p>",
    createdAt: "2026-01-01T10:00:00.000Z",
    createdBy: { id: user.id, name: user.name },
    updatedBy: { id: user.id, name: user.name },
    version: 1,
    watched: false,
    customer: null,
    closed: false,
    can: { edit: true, archive: true, share: true, unlock: false },
    ...overrides,
  };
}
