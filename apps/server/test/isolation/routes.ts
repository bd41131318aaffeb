import { readFileSync } from "node:fs";
import { allFeatures, allPermissions, ESIGN_CONSENT_VERSION, type Permission } from "@app/contract";
import type { FastifyInstance } from "fastify";
import { type CompanyGuard, companyGuardOf } from "../../src/plugins/tenant";
import { SIGNATURE_PNG } from "../factories";
import type { Ids } from "./world";

export interface Route {
  method: string;
  url: string;
  /** "METHOD /api/path/:param" */
  key: string;
  hasBody: boolean;
  hasQuery: boolean;
  /** Its company guard as the route declares it (`requireCompany`): where the company comes from, what it needs; null: it takes no company. */
  guard: CompanyGuard | null;
  /** Where its request names a company, whatever its guard: a `:companyId` in the path, a `companyId` in the query schema. */
  companyIn: "path" | "query" | null;
}

/**
 * Routes whose preHandler picks one of two `requireCompany` guards per request, so the route
 * itself carries no declaration: the categories choose by `?type` (reminder categories need the
 * documentReminder feature, group categories do not). What both guards have in common.
 */
const CHOSEN_GUARDS: Record<string, CompanyGuard> = {
  "GET /api/companies/:companyId/categories": { companyFrom: "path" },
  "POST /api/companies/:companyId/categories": { companyFrom: "path", permission: "CategoriesAndStatuses" },
  "PUT /api/companies/:companyId/categories/:categoryId": { companyFrom: "path", permission: "CategoriesAndStatuses" },
  "DELETE /api/companies/:companyId/categories/:categoryId": {
    companyFrom: "path",
    permission: "CategoriesAndStatuses",
  },
};

/** Every API route of the app, from its route table. */
export function apiRoutes(app: FastifyInstance): Route[] {
  return app.routeTable.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      .filter((method) => method !== "HEAD" && route.url.startsWith("/api/"))
      .map((method) => ({
        method,
        url: route.url,
        key: `${method} ${route.url}`,
        hasBody: Boolean(route.schema?.body),
        hasQuery: Boolean(route.schema?.querystring),
        guard: companyGuardOf(route) ?? CHOSEN_GUARDS[`${method} ${route.url}`] ?? null,
        companyIn: route.url.includes(":companyId")
          ? ("path" as const)
          : "companyId" in ((route.schema?.querystring as { shape?: object } | undefined)?.shape ?? {})
            ? ("query" as const)
            : null,
      })),
  );
}

/** A guard in one line, as test/isolation/guards.snap.json lists it: "path", "query, UsersEdit", "path, Skills, feature skills, no guests". */
export function describeGuard(guard: CompanyGuard | null): string {
  if (!guard) return "no company";
  const { companyFrom, permission, feature, guests } = guard;
  return [companyFrom, permission, feature && `feature ${feature}`, guests === false && "no guests"]
    .filter(Boolean)
    .join(", ");
}

/** The guards as reviewed, route by route ("public", "no company" or describeGuard's line): guards.snap.json, kept by catalogue.test.ts. */
export const reviewedGuards = (): Record<string, string> =>
  JSON.parse(readFileSync(new URL("./guards.snap.json", import.meta.url), "utf8"));

/** The permission a reviewed guard line names, if any. */
export const permissionOf = (line: string | undefined) =>
  line?.split(", ").find((part): part is Permission => (allPermissions as readonly string[]).includes(part));

/**
 * The company routes, the company named in their path or their query: every non-public route with a
 * company guard, or naming a company, or reviewed as one (a route that lost its guard stays in the sweeps).
 */
export function companyRoutes(app: FastifyInstance) {
  const reviewed = reviewedGuards();
  return apiRoutes(app).filter(
    (route) =>
      !PUBLIC.has(route.key) && (route.guard || route.companyIn || /^(path|query)\b/.test(reviewed[route.key] ?? "")),
  );
}

/** The names of a route's path parameters. */
export const pathParams = (route: Route) => [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/** Reachable without a session. */
export const PUBLIC = new Set([
  "POST /api/authorize",
  "POST /api/authorize-sms",
  "POST /api/users/forgot-password",
  "POST /api/users/reset-password",
  "GET /api/shared/:companyId/:token",
  "GET /api/invitations/:companyId/:token",
  "POST /api/invitations/:companyId/:token/accept",
  "POST /api/users/confirm-email",
  "POST /api/users/cancel-email-change",
  "GET /api/e-sign/:companyId/:token",
  "POST /api/e-sign/:companyId/:token/code",
  "POST /api/e-sign/:companyId/:token/verify",
  "GET /api/e-sign/:companyId/:token/document",
  "POST /api/e-sign/:companyId/:token/sign",
  "POST /api/e-sign/:companyId/:token/decline",
  "POST /api/e-sign/verify",
  "GET /api/ical/:token.ics",
]);

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const signature = { signature: { kind: "typed", name: "Signer" }, consentVersion: ESIGN_CONSENT_VERSION };

/** A valid body for every route that takes one, in terms of one company's ids. */
export const BODIES: Record<string, (ids: Ids) => object | string[]> = {
  "POST /api/authorize": () => ({ email: "nobody@example.test", password: "x" }),
  "POST /api/authorize-sms": () => ({ sms: "123456", challengeId: "00000000-0000-4000-8000-000000000000" }),
  "POST /api/users/forgot-password": () => ({ Email: "nobody@example.test" }),
  "POST /api/users/reset-password": () => ({ token: "not-a-token", password: "long-enough" }),
  "PUT /api/users/:userId/language": () => ({ language: "en" }),
  "PUT /api/users/:userId/name": () => ({ name: "Renamed By Isolation" }),
  "PUT /api/users/:userId/password": () => ({ currentPassword: "not-the-password", newPassword: "long-enough-new" }),
  "POST /api/users/:userId/sessions/end-others": () => ({}),
  "POST /api/users/:userId/email": () => ({ email: "new-address-iso@example.test", password: "not-the-password" }),
  "POST /api/users/confirm-email": () => ({ token: "not-a-token" }),
  "POST /api/users/cancel-email-change": () => ({ token: "not-a-token" }),
  "POST /api/users/:userId/phone": () => ({ phone: "+46701112233", password: "not-the-password" }),
  "POST /api/users/:userId/phone/confirm": () => ({ code: "123456" }),
  "PUT /api/users/:userId/permissions": () => ["SeeObjectsWithoutGroup", "DocumentReminders"],
  "POST /api/companies/:companyId/publications": () => ({ type: "note", name: "New" }),
  "PUT /api/companies/:companyId/publications/:publicationId": () => ({ name: "Renamed" }),
  "POST /api/companies/:companyId/publications/:publicationId/comments": () => ({ body: "Hello" }),
  "PUT /api/companies/:companyId/publications/:publicationId/comments/:commentId": () => ({ body: "Edited" }),
  "POST /api/companies/:companyId/publications/:publicationId/shares": (ids) => ({ userId: ids.userId }),
  "POST /api/companies/:companyId/publications/:publicationId/shared-links": () => ({ expiresAt: tomorrow() }),
  "POST /api/companies/:companyId/publications/:publicationId/secrets": () => ({ label: "L", secret: "S" }),
  "PUT /api/companies/:companyId/publications/:publicationId/secrets/:secretId": () => ({ label: "L", secret: "S2" }),
  "POST /api/companies/:companyId/publications/:publicationId/posts": (ids) => ({
    body: "Hi",
    recipientIds: [ids.userId],
  }),
  "POST /api/companies/:companyId/publications/:publicationId/e-signs": (ids) => ({
    fileId: ids.pdfFileId,
    signers: [{ userId: ids.userId }],
    deadline: tomorrow(),
  }),
  "POST /api/companies/:companyId/e-signs/:esignId/sign": () => signature,
  "POST /api/companies/:companyId/e-signs/:esignId/decline": () => ({ reason: "Not this version" }),
  "POST /api/e-sign/:companyId/:token/verify": () => ({ code: "000000" }),
  "POST /api/e-sign/:companyId/:token/sign": () => signature,
  "POST /api/e-sign/:companyId/:token/decline": () => ({ reason: "Not this version" }),
  "POST /api/companies/:companyId/flow-verifies": (ids) => ({
    type: "SINGLE",
    publicationId: ids.publicationId,
    approverIds: [ids.userId],
  }),
  // The administrator asked for the flow: the requester cancels it (an approver's decision is the other body).
  "PUT /api/companies/:companyId/flow-verifies/:flowId": () => ({ status: "cancelled" }),
  "POST /api/companies/:companyId/notices": (ids) => ({ publicationId: ids.publicationId, title: "New reminder" }),
  "PUT /api/companies/:companyId/checklist": (ids) => ({
    publicationId: ids.publicationId,
    items: [{ text: "Changed" }],
  }),
  "POST /api/companies/:companyId/investigation-templates": () => ({ name: "New template" }),
  "PUT /api/companies/:companyId/investigation-templates/:templateId": () => ({ name: "Renamed template" }),
  "POST /api/companies/:companyId/investigations": () => ({ name: "New investigation" }),
  "PUT /api/companies/:companyId/publications/:publicationId/investigation/answers": (ids) => ({
    questionId: ids.questionId,
    answer: "Changed",
  }),
  "PUT /api/companies/:companyId/publications/:publicationId/investigation/status": () => ({ status: "inProgress" }),
  "POST /api/companies/:companyId/investigation-users": (ids) => ({
    publicationId: ids.investigationId,
    userId: ids.adminUserId,
  }),
  // status: a field not sent is kept, and the mass edit may have completed the reminder.
  "PUT /api/companies/:companyId/notices/:noticeId": (ids) => ({
    title: "Renamed reminder",
    status: false,
    assigneeIds: [ids.userId],
  }),
  "PUT /api/companies/:companyId/notices/mass-edit": (ids) => ({ ids: [ids.noticeId], status: true }),
  "POST /api/companies/:companyId/categories": () => ({ name: "New category", color: 2 }),
  "PUT /api/companies/:companyId/categories/:categoryId": () => ({ name: "Renamed", color: 3 }),
  "POST /api/companies/:companyId/company-notices": () => ({ text: "New notice" }),
  "PUT /api/companies/:companyId/info": () => ({ name: "Renamed company", city: "Malmö" }),
  "PUT /api/companies/:companyId/settings": () => ({
    secondFactor: "none",
    enabledFeatures: allFeatures,
  }),
  "POST /api/companies/:companyId/priorities": () => ({ name: "New priority", color: 2 }),
  "PUT /api/companies/:companyId/priorities/:priorityId": () => ({ name: "Renamed priority", color: 3 }),
  "POST /api/companies/:companyId/reminder-type": () => ({ name: "New reminder type", color: 2 }),
  "PUT /api/companies/:companyId/reminder-type/:reminderTypeId": () => ({ name: "Renamed type", color: 3 }),
  "POST /api/companies/:companyId/tags": () => ({ name: "New company tag", color: 2 }),
  "PUT /api/companies/:companyId/tags/:companyTagId": () => ({ name: "Renamed company tag", color: 3 }),
  "PUT /api/companies/:companyId/users/:userId": (ids) => ({
    name: "Renamed member",
    email: ids.userEmail,
    type: "DEFAULT",
    features: { denyLoginOnWeb: false },
  }),
  "PUT /api/companies/:companyId/company-notices/:companyNoticeId": () => ({ text: "Edited notice" }),
  "POST /api/companies/mail-templates/": () => ({
    type: "LOGIN_CODE",
    language: "en",
    subject: "Code",
    body: "Code {{code}}",
  }),
  "POST /api/companies/mail-templates": () => ({
    type: "LOGIN_CODE",
    language: "se",
    subject: "Kod",
    body: "Kod {{code}}",
  }),
  "PUT /api/companies/mail-templates/:mailTemplateId/": () => ({ subject: "Edited", body: "Join: {{link}}" }),
  "PUT /api/companies/mail-templates/:mailTemplateId": () => ({ subject: "Edited", body: "Join: {{link}}" }),
  "POST /api/companies/mail-templates/preview": () => ({
    type: "INVITATION",
    language: "en",
    subject: "Hi {{name}}",
    body: "{{link}}",
  }),
  "POST /api/companies/admin/tokens": () => ({ name: "Integration", permissions: ["PublicationEdit"] }),
  "POST /api/companies/:companyId/groups": () => ({ name: "New group" }),
  "PUT /api/companies/:companyId/groups/:groupId": () => ({ name: "Renamed group" }),
  "POST /api/companies/:companyId/groups/:groupId/users": (ids) => ({ userId: ids.userId }),
  "POST /api/companies/:companyId/groups/:groupId/publications": (ids) => ({ publicationId: ids.publicationId }),
  "POST /api/companies/:companyId/customers": () => ({ name: "New customer", email: "customer@example.test" }),
  "PUT /api/companies/:companyId/customers/:customerId": () => ({ name: "Renamed customer" }),
  "POST /api/companies/:companyId/customers/:customerId/contacts": () => ({
    name: "New contact",
    email: "new-contact@example.test",
  }),
  "PUT /api/companies/:companyId/customers/:customerId/contacts/:customerContactId": () => ({
    name: "Renamed contact",
  }),
  "POST /api/companies/:companyId/customers/:customerId/addresses": () => ({
    kind: "postal",
    street: "Box 1",
    postcode: "111 22",
    city: "Stockholm",
  }),
  "PUT /api/companies/:companyId/customers/:customerId/addresses/:customerAddressId": () => ({ city: "Göteborg" }),
  // --- products (issue 46) ---
  "POST /api/companies/:companyId/products": () => ({ name: "New product", salesPriceOre: 1250 }),
  "PUT /api/companies/:companyId/products/:productId": () => ({ name: "Renamed product" }),
  "POST /api/companies/:companyId/product-categories": () => ({ name: "New category" }),
  "PUT /api/companies/:companyId/product-categories/:productCategoryId": () => ({ name: "Renamed category" }),
  "POST /api/companies/:companyId/price-lists": (ids) => ({ name: "New list", customerStatusId: ids.customerStatusId }),
  "PUT /api/companies/:companyId/price-lists/:priceListId": () => ({ name: "Renamed list" }),
  "PUT /api/companies/:companyId/price-lists/:priceListId/items/:productId": () => ({
    priceOre: 800,
    breaks: [{ fromQuantity: 10, priceOre: 700 }],
  }),
  "PUT /api/companies/:companyId/price-lists/:priceListId/category-discounts/:productCategoryId": () => ({
    percent: 7.5,
  }),
  "POST /api/companies/:companyId/company-services": (ids) => ({ productId: ids.serviceProductId }),
  "PUT /api/companies/:companyId/company-services/:companyServiceId": () => ({ publicDescription: "Changed" }),
  "POST /api/companies/:companyId/company-services/:companyServiceId/requests": () => ({ message: "Please" }),
  // --- end of products ---
  // --- orders (issue 47) ---
  "POST /api/companies/:companyId/orders": (ids) => ({
    customerId: ids.orderCustomerId,
    lines: [{ productId: ids.productId, quantity: 1 }],
  }),
  "PUT /api/companies/:companyId/orders/:orderId": () => ({ internalNotes: "Changed" }),
  "PUT /api/companies/:companyId/orders/:orderId/lines": (ids) => ({
    lines: [{ productId: ids.productId, quantity: 3 }],
  }),
  "POST /api/companies/:companyId/orders/:orderId/activate": () => ({}),
  "POST /api/companies/:companyId/orders/:orderId/start": () => ({}),
  "POST /api/companies/:companyId/orders/:orderId/report": () => ({}),
  "POST /api/companies/:companyId/orders/:orderId/invoice": () => ({}),
  "POST /api/companies/:companyId/orders/:orderId/cancel": () => ({ reason: "Not needed" }),
  "POST /api/companies/:companyId/orders/:orderId/copy": () => ({ keepPrices: true }),
  "PUT /api/companies/:companyId/orders/:orderId/report": () => ({
    lines: [],
    timeMinutes: 90,
    note: "Changed",
    signature: { image: SIGNATURE_PNG, signerName: "Sample signer" },
  }),
  "POST /api/companies/:companyId/orders/:orderId/report/mail": () => ({ to: "customer@example.test" }),
  "POST /api/companies/:companyId/invoice-basis/exports": (ids) => ({ orderIds: [ids.invoiceOrderId] }),
  "POST /api/companies/:companyId/invoice-basis/exports/:exportId/undo": () => ({}),
  "POST /api/companies/:companyId/order-subscriptions": (ids) => ({
    name: "New subscription",
    customerId: ids.orderCustomerId,
    rrule: "FREQ=MONTHLY",
    // Far ahead: creating one makes the orders of its horizon at once, which would depend on the day run.
    startDate: "2036-02-01",
  }),
  "PUT /api/companies/:companyId/order-subscriptions/:subscriptionId": () => ({ horizonDays: 7 }),
  "POST /api/companies/:companyId/plants": (ids) => ({ name: "New plant", customerId: ids.orderCustomerId }),
  "PUT /api/companies/:companyId/plants/:plantId": () => ({ area: "Changed" }),
  "POST /api/companies/:companyId/plants/:plantId/visits": () => ({ type: "SOTNING", doneOn: "2026-01-01" }),
  "POST /api/companies/:companyId/plants/planning/orders": (ids) => ({
    items: [{ plantId: ids.plantId, type: "SOTNING" }],
  }),
  "POST /api/companies/:companyId/plants/budning": (ids) => ({
    items: [{ plantId: ids.plantId, type: "SOTNING" }],
    date: "2026-01-10",
    timeFrom: "08:00",
    timeTo: "12:00",
    channel: "email",
  }),
  // --- end of orders ---
  "POST /api/companies/:companyId/customer-statuses": () => ({ name: "New status", color: "#228be6" }),
  "PUT /api/companies/:companyId/customer-statuses/:customerStatusId": () => ({ name: "Renamed status" }),
  "POST /api/companies/:companyId/address-book": () => ({ name: "New entry", email: "entry@example.test" }),
  "PUT /api/companies/:companyId/address-book/:addressBookEntryId": () => ({ name: "Renamed entry" }),
  "POST /api/companies/:companyId/form-groups": () => ({ name: "New form group" }),
  "POST /api/form-groups/:formGroupId/users": (ids) => ({ userId: ids.userId }),
  "POST /api/companies/:companyId/users/massedit": (ids) => ({ ids: [ids.userId], denyLoginOnWeb: false }),
  "POST /api/companies/:companyId/users/invite": () => ({
    email: "invited-iso@example.test",
    name: "Invited Person",
    type: "GUEST",
  }),
  "POST /api/invitations/:companyId/:token/accept": () => ({ name: "New Person", password: "long-enough" }),
  "POST /api/users/:userId/tags": () => ({ name: "New tag" }),
  "POST /api/user-roles": () => ({ name: "New role" }),
  "POST /api/user-roles/:roleId/users": (ids) => ({ userId: ids.userId }),
  // --- skills (issue 16) ---
  "POST /api/companies/:companyId/skills": () => ({ name: "New skill", validityMonths: 12 }),
  "PUT /api/companies/:companyId/skills/:skillId": () => ({ name: "Renamed skill", noticeDays: 14 }),
  // userId holds the skill already: this renews the record.
  "POST /api/companies/:companyId/user-skills": (ids) => ({
    userId: ids.userId,
    skillId: ids.skillId,
    achievedOn: "2026-02-01",
  }),
  "PUT /api/companies/:companyId/user-skills/:userSkillId": (ids) => ({
    userId: ids.userId,
    skillId: ids.skillId,
    achievedOn: "2026-03-01",
    validUntil: "2027-12-31",
  }),
  // The world's object skill is on keypassId: publicationId does not require the skill yet.
  "POST /api/companies/:companyId/object-skills": (ids) => ({ publicationId: ids.publicationId, skillId: ids.skillId }),
  // --- end of skills ---
  "POST /api/companies/:companyId/units": () => ({ name: "New unit" }),
  "PUT /api/companies/:companyId/units/:unitId": () => ({ name: "Renamed unit" }),
  "POST /api/companies/:companyId/units/categories": () => ({ name: "New unit category" }),
  "PUT /api/companies/:companyId/units/categories/:unitCategoryId": () => ({ name: "Renamed unit category" }),
  // The administrator is not yet a member of the world's unit (userId is).
  "POST /api/companies/:companyId/units/:unitId/users": (ids) => ({ userId: ids.adminUserId }),
  "PUT /api/companies/:companyId/units/:unitId/users/:userId": () => ({ status: "UNASSIGNED" }),
  "POST /api/companies/:companyId/units/:unitId/products": (ids) => ({ productId: ids.productId, quantity: 2 }),
  "PUT /api/companies/:companyId/units/:unitId/products/:unitProductId": () => ({ quantity: 3 }),
  // --- tasks (issue 17) ---
  "POST /api/companies/:companyId/tasks": (ids) => ({
    title: "New task",
    dueDate: tomorrow(),
    memberIds: [ids.userId],
    publicationId: ids.publicationId,
  }),
  "PUT /api/companies/:companyId/tasks/:taskId": (ids) => ({ title: "Renamed task", memberIds: [ids.userId] }),
  "POST /api/companies/:companyId/tasks/:taskId/sub-tasks": () => ({ title: "New step" }),
  "PUT /api/companies/:companyId/tasks/:taskId/sub-tasks/:subTaskId": () => ({ done: true }),
  "POST /api/companies/:companyId/tasks/:taskId/time": () => ({ minutes: 30 }),
  // --- end of tasks ---
};

/** Bodies that are not JSON. */
export const RAW_BODIES: Record<string, { contentType: string; payload: string | Buffer }> = {
  "POST /api/companies/:companyId/publications/:publicationId/files": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n------iso--\r\n`,
  },
  "POST /api/companies/:companyId/files": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n------iso--\r\n`,
  },
  "POST /api/companies/:companyId/logo": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: Buffer.concat([
      Buffer.from(
        `------iso\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
      Buffer.from("\r\n------iso--\r\n"),
    ]),
  },
  "POST /api/companies/:companyId/units/:unitId/files": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n------iso--\r\n`,
  },
  "POST /api/e-sign/verify": { contentType: "application/pdf", payload: "%PDF-1.4 not sealed" },
  "PUT /api/users/:userId/avatar": {
    contentType: "image/png",
    payload: Buffer.from("89504e470d0a1a0a", "hex"),
  },
  // --- customers' import (issue 45) ---
  "POST /api/companies/:companyId/customers/import/preview": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\nNamn\r\nImport AB\r\n------iso--\r\n`,
  },
  "POST /api/companies/:companyId/customers/import": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\nNamn\r\nImport AB\r\n------iso--\r\n`,
  },
  // --- end of customers' import ---
  // --- products' import (issue 46) ---
  "POST /api/companies/:companyId/products/import/preview": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\nNamn\r\nImportvara\r\n------iso--\r\n`,
  },
  "POST /api/companies/:companyId/products/import": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\nNamn\r\nImportvara\r\n------iso--\r\n`,
  },
  "POST /api/companies/:companyId/price-lists/:priceListId/import/preview": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\nArtikelnummer;Pris\r\n1;10,00\r\n------iso--\r\n`,
  },
  "POST /api/companies/:companyId/price-lists/:priceListId/import": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\nArtikelnummer;Pris\r\n1;10,00\r\n------iso--\r\n`,
  },
  "POST /api/companies/:companyId/address-book/vcard": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="a.vcf"\r\nContent-Type: text/vcard\r\n\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nFN:Imported\r\nEND:VCARD\r\n\r\n------iso--\r\n`,
  },
  // --- skills (issue 16) ---
  "POST /api/companies/:companyId/user-skills/:userSkillId/certificate": {
    contentType: "multipart/form-data; boundary=----iso",
    payload: `------iso\r\nContent-Disposition: form-data; name="file"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 certificate\r\n------iso--\r\n`,
  },
  // --- end of skills ---
};

/** Required query strings. */
export const QUERIES: Record<string, (ids: Ids) => Record<string, string>> = {
  "GET /api/companies/:companyId/checklist": (ids) => ({ publicationId: ids.publicationId }),
  "GET /api/companies/:companyId/investigation-users": (ids) => ({ publicationId: ids.investigationId }),
  "GET /api/users/:userId/permissions": (ids) => ({ companyId: ids.companyId }),
  "PUT /api/users/:userId/permissions": (ids) => ({ companyId: ids.companyId }),
  "GET /api/companies/mail-templates/": (ids) => ({ companyId: ids.companyId }),
  "GET /api/companies/mail-templates": (ids) => ({ companyId: ids.companyId }),
  "POST /api/companies/mail-templates/": (ids) => ({ companyId: ids.companyId }),
  "POST /api/companies/mail-templates": (ids) => ({ companyId: ids.companyId }),
  "GET /api/companies/mail-templates/:mailTemplateId/": (ids) => ({ companyId: ids.companyId }),
  "GET /api/companies/mail-templates/:mailTemplateId": (ids) => ({ companyId: ids.companyId }),
  "PUT /api/companies/mail-templates/:mailTemplateId/": (ids) => ({ companyId: ids.companyId }),
  "PUT /api/companies/mail-templates/:mailTemplateId": (ids) => ({ companyId: ids.companyId }),
  "DELETE /api/companies/mail-templates/:mailTemplateId/": (ids) => ({ companyId: ids.companyId }),
  "DELETE /api/companies/mail-templates/:mailTemplateId": (ids) => ({ companyId: ids.companyId }),
  "GET /api/companies/admin/tokens": (ids) => ({ companyId: ids.companyId }),
  "POST /api/companies/admin/tokens": (ids) => ({ companyId: ids.companyId }),
  "DELETE /api/companies/admin/tokens/:apiTokenId": (ids) => ({ companyId: ids.companyId }),
  "GET /api/companies/admin/apps": (ids) => ({ companyId: ids.companyId }),
  "GET /api/companies/mail-templates/default": () => ({ type: "INVITATION", lang: "se" }),
  "POST /api/form-groups/:formGroupId/users": (ids) => ({ companyId: ids.companyId }),
  "GET /api/users/invited": (ids) => ({ companyId: ids.companyId }),
  "DELETE /api/users/delete-invited": (ids) => ({ companyId: ids.companyId, id: ids.invitationId }),
  "GET /api/users/:userId/tags": (ids) => ({ companyId: ids.companyId }),
  "POST /api/users/:userId/tags": (ids) => ({ companyId: ids.companyId }),
  "DELETE /api/users/:userId/tags/:tagId": (ids) => ({ companyId: ids.companyId }),
  "GET /api/user-roles": (ids) => ({ companyId: ids.companyId }),
  "POST /api/user-roles": (ids) => ({ companyId: ids.companyId }),
  "DELETE /api/user-roles/:roleId": (ids) => ({ companyId: ids.companyId }),
  "POST /api/user-roles/:roleId/users": (ids) => ({ companyId: ids.companyId }),
  "DELETE /api/user-roles/:roleId/users/:userId": (ids) => ({ companyId: ids.companyId }),
  "GET /api/companies/:companyId/units/:unitId/matrix/export": () => ({ format: "csv" }),
  "GET /api/companies/:companyId/calendar": () => ({ from: "2020-01-01", to: "2020-12-31" }),
  "GET /api/calendar": () => ({ from: "2020-01-01", to: "2020-12-31" }),
  // The customer page's sections (issue 45, item 4): a page of 21.
  "GET /api/companies/:companyId/customers/:customerId/objects": () => ({ limit: "21", offset: "0" }),
  "GET /api/companies/:companyId/customers/:customerId/reminders": () => ({ limit: "21", offset: "0" }),
  "GET /api/companies/:companyId/customers/:customerId/tasks": () => ({ limit: "21", offset: "0" }),
  "GET /api/companies/:companyId/customers/:customerId/esign": () => ({ limit: "21", offset: "0" }),
  "GET /api/companies/:companyId/customers/:customerId/files": () => ({ limit: "21", offset: "0" }),
  "GET /api/companies/:companyId/customers/:customerId/history": () => ({ limit: "50" }),
  "GET /api/companies/:companyId/price-check": (ids) => ({ productId: ids.productId, customerId: ids.customerId }),
  "GET /api/companies/:companyId/invoice-basis/exports/:exportId/file": () => ({ format: "csv" }),
};

/** The path with one company's ids filled in (the object of the right type where it matters). */
export function pathFor(route: Route, ids: Ids): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === "publicationId" && route.url.includes("/secrets")) return ids.keypassId;
    if (name === "publicationId" && route.url.includes("/posts")) return ids.messageId;
    if (name === "publicationId" && route.url.endsWith("/investigation")) return ids.investigationId;
    if (name === "publicationId" && route.url.includes("/investigation/")) return ids.investigationId;
    if (name === "token" && route.url.startsWith("/api/e-sign/")) return ids.esignToken;
    if (name === "token" && route.url.startsWith("/api/ical/")) return ids.feedToken;
    if (name === "token") return ids.linkToken;
    if (name === "esignId" && route.url.endsWith("/decline")) return ids.declineEsignId;
    if (name === "userId" && route.url.endsWith("/gdpr-erase")) return ids.eraseUserId;
    if (name === "customerId" && /\/customers\/:customerId\/gdpr-/.test(route.url)) return ids.personCustomerId;
    if (name === "orderId" && route.url.endsWith("/cancel")) return ids.cancelOrderId;
    if (name === "orderId" && /\/orders\/:orderId\/(report|invoice)$/.test(route.url) && route.method === "POST")
      return ids.reportOrderId;
    const value = (ids as unknown as Record<string, string>)[name];
    if (!value) throw new Error(`No id for :${name} in ${route.key}`);
    return value;
  });
}

/** The request of a route with one company's ids; the caller sends it as someone (`t.api.as(who).send`). */
export function request(route: Route, ids: Ids, bodyIds: Ids = ids) {
  const raw = RAW_BODIES[route.key];
  const query = QUERIES[route.key]?.(ids);
  return {
    method: route.method as "GET",
    url: pathFor(route, ids) + (query ? `?${new URLSearchParams(query)}` : ""),
    headers: raw ? { "content-type": raw.contentType } : {},
    payload: raw ? raw.payload : BODIES[route.key]?.(bodyIds),
  };
}
