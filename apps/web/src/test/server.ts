import type { Company, CurrentUser } from "@app/contract";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

export const user: CurrentUser = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Anna Admin",
  email: "admin@demo.test",
  language: "en",
  phone: null,
  hasAvatar: false,
};

export function company(overrides: Partial<Company> & Pick<Company, "id" | "name">): Company {
  return {
    enabledFeatures: {
      customers: false,
      documentReminder: false,
      investigation: false,
      publicationTypes: [],
      esign: false,
      skills: false,
    },
    secondFactor: "none",
    colors: { settings: null, headerBanner: null, headerMenuButton: null },
    type: "DEFAULT",
    features: { denyLoginOnWeb: false },
    ...overrides,
  };
}

export const nordic = company({ id: "22222222-2222-4222-8222-222222222222", name: "Nordisk Handel AB" });
export const bygg = company({ id: "33333333-3333-4333-8333-333333333333", name: "Byggbolaget i Malmö AB" });

/** A signed-in session's default answers; tests override what they need. */
export const sessionHandlers = [
  http.get("/api/users/:userId", () => HttpResponse.json(user)),
  http.get("/api/companies", () => HttpResponse.json([bygg, nordic])),
  http.get("/api/users/:userId/permissions", () => HttpResponse.json([])),
  // A guest's side menu asks whether it may ask for the company's services: a member of no portal.
  http.get("/api/companies/:companyId/company-services/access", () => HttpResponse.json({ canRequest: false })),
  // Lists a page may load on its way (the guest start lists its shared objects).
  http.get("/api/companies/:companyId/publications", () => HttpResponse.json([])),
  // Every object page asks for its checklist: none yet.
  http.get("/api/companies/:companyId/checklist", ({ request }) =>
    HttpResponse.json({
      id: null,
      publicationId: new URL(request.url).searchParams.get("publicationId"),
      items: [],
      version: 0,
      updatedAt: null,
      updatedBy: null,
    }),
  ),
  // The customer page's plants (the plants feature's section, app/customer-route.tsx): none yet.
  http.get("/api/companies/:companyId/plants", () => HttpResponse.json([])),
  // The object page's tasks: none yet.
  http.get("/api/companies/:companyId/tasks", () => HttpResponse.json([])),
  // The object page's approval part reads the object's flows.
  http.get("/api/companies/:companyId/flow-verifies", () => HttpResponse.json([])),
  // The header's widgets: bell, latest messages, notice banner.
  http.get("/api/users/:userId/notifications", () => HttpResponse.json({ notifications: [], unView: 0 })),
  http.get("/api/companies/:companyId/posts", () => HttpResponse.json([])),
  http.get("/api/notices", () => HttpResponse.json([])),
  http.get("/api/companies/:companyId/company-notices", () => HttpResponse.json([])),
  http.get("/api/users/:userId/avatar", () =>
    HttpResponse.json({ code: "NOT_FOUND", message: "Avatar not found." }, { status: 404 }),
  ),
  // The profile page's list of sessions.
  http.get("/api/users/:userId/sessions", () => HttpResponse.json([])),
  // ... and its calendar subscription: none made yet.
  http.get("/api/users/:userId/calendar-feed", () => HttpResponse.json({ url: null, createdAt: null })),
];

export const server = setupServer(...sessionHandlers);

/** Stores a session as a successful sign-in would. */
export function signIn() {
  localStorage.setItem("token", "test-token");
  localStorage.setItem("userId", user.id);
}
