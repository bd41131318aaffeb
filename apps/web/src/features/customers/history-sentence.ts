import type { AuditEvent } from "@app/contract";

type Action = "create" | "update" | "delete" | "other";

/** The keys of `sections.history.what` in the locale files. */
export type HistoryKey =
  | `contact.${Action}`
  | `address.${Action}`
  | `customer.${Action}`
  | "status"
  | "archived"
  | "restored";

/** What a History line says happened, as a key of `sections.history.what`, and the name it is about. */
export function historyWhat(event: AuditEvent): { key: HistoryKey; name: string } {
  const changes = event.changes ?? {};
  const named = (field: string) => {
    const [before, after] = changes[field] ?? [];
    return String(after ?? before ?? event.label ?? "");
  };
  const action: Action =
    event.action === "create" || event.action === "update" || event.action === "delete" ? event.action : "other";
  if (event.kind === "customer_contacts") return { key: `contact.${action}`, name: named("name") };
  if (event.kind === "customer_addresses") return { key: `address.${action}`, name: named("city") };
  if (event.kind === "customers" && action === "update" && "status_id" in changes) return { key: "status", name: "" };
  if (event.kind === "customers" && action === "update" && "archived" in changes) {
    return { key: changes.archived?.[1] ? "archived" : "restored", name: "" };
  }
  if (event.kind === "customers") return { key: `customer.${action}`, name: "" };
  return { key: "customer.other", name: "" };
}
