import type { Checklist, InvestigationTemplate, Publication, Skill, Task, Unit, UserSkill } from "@app/contract";
import type { LightMyRequestResponse } from "fastify";
import type { Who } from "./client";
import type { TestApp } from "./helpers";

/** Rows made through the API, as a client makes them: the same validation, services and events as in use. */
type Api = Pick<TestApp, "api">;
type Body = Record<string, unknown>;

/** The body of a 201 answer; any other answer fails the set-up with the answer's text. */
export function created(response: LightMyRequestResponse) {
  if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The body of a 200 answer (a save); any other answer fails the set-up with the answer's text. */
export function saved(response: LightMyRequestResponse) {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json();
}

const company = (companyId: string, rest: string) => `/api/companies/${companyId}${rest}`;

/** An object (publication), a note unless the body names another type. */
export async function createObject(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/publications"), { type: "note", ...body }));
}

/** A reminder (notice); on a new object of its own unless the body names one. */
export async function createNotice(t: Api, who: Who, companyId: string, body: Body) {
  const publicationId =
    body.publicationId ?? (await createObject(t, who, companyId, { name: `Object for ${body.title}` })).id;
  return created(await t.api.as(who).post(company(companyId, "/notices"), { publicationId, ...body }));
}

export async function createCategory(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/categories"), body));
}

export async function createCustomer(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/customers"), body));
}

/** A customer status of the company (CustomerStatuses); the company's first is its default. */
export async function createCustomerStatus(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/customer-statuses"), body));
}

/** A product of the catalogue (Products); a simple one in pieces unless the body says otherwise (issue 46). */
export async function createProduct(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/products"), body));
}

/** A product category (ProductCategories); parentId makes it a subcategory. */
export async function createProductCategory(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/product-categories"), body));
}

/** A price list (PriceLists): a customer's own, a customer status's, or the default. */
export async function createPriceList(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/price-lists"), body));
}

/** A product's price on a list, with quantity breaks (PriceLists). */
export async function setPriceListItem(
  t: Api,
  who: Who,
  companyId: string,
  listId: string,
  productId: string,
  body: Body,
) {
  return saved(await t.api.as(who).put(company(companyId, `/price-lists/${listId}/items/${productId}`), body));
}

/** A company service offering a service product (CompanyServices). */
export async function createCompanyService(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/company-services"), body));
}

/** A contact at a customer (CustomerEdit). */
export async function createCustomerContact(t: Api, who: Who, companyId: string, customerId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, `/customers/${customerId}/contacts`), body));
}

/** An address of a customer (CustomerEdit): a visiting address unless the body names another kind. */
export async function createCustomerAddress(t: Api, who: Who, companyId: string, customerId: string, body: Body) {
  return created(
    await t.api.as(who).post(company(companyId, `/customers/${customerId}/addresses`), { kind: "visiting", ...body }),
  );
}

/** A customer's portal: a group of type PORTAL. */
export async function createPortal(t: Api, who: Who, companyId: string, body: { name: string; customerId: string }) {
  return created(await t.api.as(who).post(company(companyId, "/groups"), { type: "PORTAL", ...body }));
}

export async function createFormGroup(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/form-groups"), body));
}

/** An API token of the company: answers its id and the secret shown once. */
export async function createApiToken(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(`/api/companies/admin/tokens?companyId=${companyId}`, body)) as {
    id: string;
    token: string;
  };
}

export const boundary = "----test-boundary";

/** A multipart body with one file field, and its content type. */
export function multipart(name: string, type: string, content: Buffer | string) {
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads one file to a file list (an object's or the company's) and answers the answer. */
export function uploadFile(t: Api, who: Who | null, url: string, name: string, type: string, content: Buffer | string) {
  const body = multipart(name, type, content);
  return t.api.as(who).post(url, body.payload, { headers: { "content-type": body.type } });
}

/** A text file uploaded to a file list; answers the file. */
export async function createFile(t: Api, who: Who, url: string, name: string) {
  return created(await uploadFile(t, who, url, name, "text/plain", name));
}

/** A signing request on a PDF file of the object; answers the request. */
export async function createEsign(t: Api, who: Who, companyId: string, publicationId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, `/publications/${publicationId}/e-signs`), body));
}

/** An approval (certify) flow on an object; answers the flow. */
export async function createFlow(t: Api, who: Who, companyId: string, body: Body) {
  return created(await t.api.as(who).post(company(companyId, "/flow-verifies"), { type: "SINGLE", ...body }));
}

/** A task; answers it as GET does. */
export async function createTask(t: Api, who: Who, companyId: string, body: Body): Promise<Task> {
  return created(await t.api.as(who).post(company(companyId, "/tasks"), body));
}

/** A unit (a plan unless the body names a status); its maker needs CompanyUnits. */
export async function createUnit(t: Api, who: Who, companyId: string, body: Body): Promise<Unit> {
  return created(await t.api.as(who).post(company(companyId, "/units"), body));
}

/** Adds a member of the company to a unit (`userId`), assigned; answers their place in it. */
export async function addUnitMember(t: Api, who: Who, companyId: string, unitId: string, userId: string) {
  return created(await t.api.as(who).post(company(companyId, `/units/${unitId}/users`), { userId }));
}

/** A skill's definition; its maker needs Skills. */
export async function createSkill(t: Api, who: Who, companyId: string, body: Body): Promise<Skill> {
  return created(await t.api.as(who).post(company(companyId, "/skills"), body));
}

/** A skill a person holds (`userId`, `skillId`, `achievedOn`); recording one held already renews it. */
export async function createUserSkill(t: Api, who: Who, companyId: string, body: Body): Promise<UserSkill> {
  return created(await t.api.as(who).post(company(companyId, "/user-skills"), body));
}

/** An investigation template; its maker needs Investigations. */
export async function createInvestigationTemplate(
  t: Api,
  who: Who,
  companyId: string,
  body: Body,
): Promise<InvestigationTemplate> {
  return created(await t.api.as(who).post(company(companyId, "/investigation-templates"), body));
}

/** An investigation: an object of its own, blank or from a copy of the template `templateId`; answers the object. */
export async function createInvestigation(t: Api, who: Who, companyId: string, body: Body): Promise<Publication> {
  return created(await t.api.as(who).post(company(companyId, "/investigations"), body));
}

/** Saves an object's whole checklist (`publicationId`, `items`, `version`); answers it as GET does. */
export async function saveChecklist(t: Api, who: Who, companyId: string, body: Body): Promise<Checklist> {
  return saved(await t.api.as(who).put(company(companyId, "/checklist"), body));
}

/** A drawn signature as the web's pad posts it: a PNG data URL (1 × 1 pixels, a real PNG). */
export const SIGNATURE_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** Saves an order's report while it is in progress (`lines`, `signature`, ...); answers it as GET does. */
export async function saveOrderReport(t: Api, who: Who, companyId: string, orderId: string, body: Body) {
  return saved(await t.api.as(who).put(company(companyId, `/orders/${orderId}/report`), body));
}
