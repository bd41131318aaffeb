import { allPermissions, type Permission } from "@app/contract";
import { eq, getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { type Tx, withTenant } from "../../src/db/client";
import * as schema from "../../src/db/schema";
import {
  createApiToken,
  createCategory,
  createCustomer,
  createCustomerAddress,
  createCustomerContact,
  createCustomerStatus,
  createEsign,
  createFile,
  createFlow,
  createFormGroup,
  createNotice,
  createObject,
  SIGNATURE_PNG,
  uploadFile,
} from "../factories";
import { addMember, createCompany, createGroup, createUser, signIn } from "../fixtures";
import { lastMessage, type TestApp } from "../helpers";
import { samplePdf } from "../pdf";

/** Every id a route can take, for one company's data. */
export interface Ids {
  companyId: string;
  userId: string;
  /** userId's email: a member's edit sends it unchanged (only its owner changes it). */
  userEmail: string;
  /** A member with nothing else in the company, whom the GDPR erasure may erase (docs/gdpr-erasure.md). */
  eraseUserId: string;
  publicationId: string;
  keypassId: string;
  messageId: string;
  groupId: string;
  noticeId: string;
  categoryId: string;
  commentId: string;
  shareId: string;
  linkId: string;
  linkToken: string;
  fileId: string;
  /** A PDF file of publicationId, and a signing request on it asking userId. */
  pdfFileId: string;
  esignId: string;
  /** A request asking the administrator alone (the decline route's sample). */
  declineEsignId: string;
  /** The outside signer's link token of esignId. */
  esignToken: string;
  /** userId's iCal feed token. */
  feedToken: string;
  /** The checklist of publicationId, one item assigned to userId. */
  checklistId: string;
  /** An investigation template, an investigation made from it, and userId as its investigator. */
  templateId: string;
  investigationId: string;
  investigatorId: string;
  /** The investigation's question, and a member who is not yet its investigator. */
  questionId: string;
  adminUserId: string;
  /** An approval flow the administrator asked of userId, on keypassId (publicationId stays free for a new one). */
  flowId: string;
  secretId: string;
  companyNoticeId: string;
  notificationId: string;
  companyFileId: string;
  priorityId: string;
  reminderTypeId: string;
  companyTagId: string;
  mailTemplateId: string;
  apiTokenId: string;
  customerId: string;
  /** customerId's contact, its visiting address, and a customer status (issue 45). */
  customerContactId: string;
  customerAddressId: string;
  customerStatusId: string;
  // --- products (issue 46) ---
  /** A product on priceListId (the default list) in productCategoryId; a service product offered as companyServiceId, and one not offered. */
  productId: string;
  productCategoryId: string;
  priceListId: string;
  companyServiceId: string;
  serviceProductId: string;
  // --- orders (issue 47) ---
  /** A customer of the orders (so the customers' own samples stay as they were) and its draft order with a line of productId. */
  orderCustomerId: string;
  orderId: string;
  /** A draft order the cancel sample cancels (orderId is invoiced by the samples before it). */
  cancelOrderId: string;
  /**
   * An order in progress with a complete report (each line delivered, signed): the report and invoice
   * samples move it (orderId's report is saved by the report's own samples, after its start).
   */
  reportOrderId: string;
  /** A reported order the invoice basis's export sample exports, and an export (of another order) its undo sample undoes. */
  invoiceOrderId: string;
  exportId: string;
  /** A weekly order subscription of orderCustomerId. */
  subscriptionId: string;
  /** A plant of orderCustomerId (no mail or phone: its budning sample sends nothing), due for SOTNING. */
  plantId: string;
  /** A private-person customer: the target of the customers' GDPR export and erasure (an organisation is refused). */
  personCustomerId: string;
  /** An own entry of the address book (issue 45). */
  addressBookEntryId: string;
  formGroupId: string;
  tagId: string;
  roleId: string;
  invitationId: string;
  // --- skills (issue 16) ---
  /** A skill, userId's record of it (with a certificate), and keypassId requiring it (publicationId stays free). */
  skillId: string;
  userSkillId: string;
  objectSkillId: string;
  /** A unit with a category, a required skill, userId as its member, a product and a file. */
  unitId: string;
  unitCategoryId: string;
  unitProductId: string;
  unitFileId: string;
  // --- tasks (issue 17) ---
  /** A weekly task on publicationId with userId as its member, and one of its sub tasks. */
  taskId: string;
  subTaskId: string;
}

export interface Side {
  ids: Ids;
  token: string;
  adminId: string;
  adminEmail: string;
  /** A member with only read rights, and a guest, of the same company. */
  reader: { id: string; token: string };
  guest: { id: string; token: string };
}

/** Text in every row of a company's data, so a leak shows in any answer. */
export const marker = (side: "A" | "B") => `MARKER-${side}-7f3c`;

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function json(t: TestApp, token: string, method: "POST" | "PUT", url: string, payload: object) {
  const response = await t.api.as(token).send({ method, url, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json();
}

/** One company with one of each kind of data, made through the API by its administrator. */
export async function makeSide(t: TestApp, side: "A" | "B"): Promise<Side> {
  const m = marker(side);
  const db = t.deps.db;
  const company = await createCompany(db, { name: `Company ${m}` });
  const admin = await createUser(db, { name: `Admin ${m}` });
  const other = await createUser(db, { name: `Other ${m}` });
  const reader = await createUser(db, { name: `Reader ${m}` });
  const guest = await createUser(db, { name: `Guest ${m}` });
  const erasable = await createUser(db, { name: `Erasable ${m}` });
  await addMember(db, company.id, admin.id, { permissions: allPermissions.filter((p) => p !== "CompanyCreate") });
  await addMember(db, company.id, other.id, { permissions: ["SeeObjectsWithoutGroup"] });
  await addMember(db, company.id, reader.id, { permissions: ["SeeObjectsWithoutGroup"] as Permission[] });
  await addMember(db, company.id, guest.id, { type: "GUEST" });
  await addMember(db, company.id, erasable.id, { permissions: ["SeeObjectsWithoutGroup"] });
  const token = await signIn(t.app, admin.email);
  const base = `/api/companies/${company.id}`;
  const group = await createGroup(db, company.id, `Group ${m}`, [admin.id, other.id]);
  // The administrator is a member of a customer portal too: a portal member asks for a company service.
  await createGroup(db, company.id, `Portal ${m}`, [admin.id], "PORTAL");

  const object = await createObject(t, token, company.id, { type: "note", name: `Note ${m}` });
  const keypass = await createObject(t, token, company.id, { type: "keypass", name: `Vault ${m}` });
  const message = await createObject(t, token, company.id, { type: "message", name: `Thread ${m}` });
  const category = await createCategory(t, token, company.id, { name: `Category ${m}`, color: 1 });
  const notice = await createNotice(t, token, company.id, {
    publicationId: object.id,
    title: `Reminder ${m}`,
    categoryId: category.id,
    assigneeIds: [admin.id],
    reminderAt: "2026-01-01",
  });
  const pub = `${base}/publications/${object.id}`;
  const comment = await json(t, token, "POST", `${pub}/comments`, { body: `Comment ${m}` });
  const [share] = await json(t, token, "POST", `${pub}/shares`, { userId: other.id });
  const link = await json(t, token, "POST", `${pub}/shared-links`, { expiresAt: tomorrow() });
  const { id: fileId } = await createFile(t, token, `${pub}/files`, `file-${m}.txt`);
  const pdf = await uploadFile(t, token, `${pub}/files`, `contract-${m}.pdf`, "application/pdf", samplePdf(m));
  const pdfFileId = pdf.json().id as string;
  const outsideEmail = `outside-${side.toLowerCase()}@example.test`;
  const esign = await createEsign(t, token, company.id, object.id, {
    fileId: pdfFileId,
    signers: [{ userId: admin.id }, { userId: other.id }, { name: `Outside ${m}`, email: outsideEmail }],
    deadline: tomorrow(),
    message: `Sign ${m}`,
  });
  const toDecline = await createEsign(t, token, company.id, object.id, {
    fileId: pdfFileId,
    signers: [{ userId: admin.id }],
    deadline: tomorrow(),
  });
  const signingMail = await lastMessage(t.deps, outsideEmail);
  const esignToken = signingMail?.body.match(/\/e-sign\/[^/]+\/([A-Za-z0-9_-]+)/)?.[1];
  if (!esignToken) throw new Error("no signing link mailed");
  const checklist = await json(t, token, "PUT", `${base}/checklist`, {
    publicationId: object.id,
    items: [{ text: `Check ${m}`, assigneeId: other.id }],
  });
  const template = await json(t, token, "POST", `${base}/investigation-templates`, {
    name: `Template ${m}`,
    sections: [{ title: "What happened", questions: [{ text: "Describe it", type: "text" }] }],
  });
  const investigation = await json(t, token, "POST", `${base}/investigations`, {
    name: `Investigation ${m}`,
    templateId: template.id,
  });
  const investigator = await json(t, token, "POST", `${base}/investigation-users`, {
    publicationId: investigation.id,
    userId: other.id,
  });
  const flow = await createFlow(t, token, company.id, {
    publicationId: keypass.id,
    approverIds: [other.id],
    message: `Approve ${m}`,
  });
  const secret = await json(t, token, "POST", `${base}/publications/${keypass.id}/secrets`, {
    label: `Secret ${m}`,
    secret: `password-${m}`,
  });
  const companyNotice = await json(t, token, "POST", `${base}/company-notices`, { text: `Notice ${m}` });
  await json(t, token, "POST", `${base}/publications/${message.id}/posts`, {
    body: `Post ${m}`,
    recipientIds: [other.id],
  });
  const users = `companyId=${company.id}`;
  const tag = await json(t, token, "POST", `/api/users/${other.id}/tags?${users}`, { name: `Tag ${m}` });
  const role = await json(t, token, "POST", `/api/user-roles?${users}`, { name: `Role ${m}` });
  await json(t, token, "POST", `/api/user-roles/${role.id}/users?${users}`, { userId: other.id });
  const invitation = await json(t, token, "POST", `${base}/users/invite`, {
    email: `invited-${side.toLowerCase()}@example.test`,
    name: `Invited ${m}`,
    type: "GUEST",
  });
  // The company's first status is its default, which no deletion takes: the sample is the second.
  await createCustomerStatus(t, token, company.id, { name: `Default status ${m}` });
  const customerStatus = await createCustomerStatus(t, token, company.id, { name: `Status ${m}` });
  const customer = await createCustomer(t, token, company.id, { name: `Customer ${m}` });
  const customerContact = await createCustomerContact(t, token, company.id, customer.id, {
    name: `Contact ${m}`,
    email: `contact-${side.toLowerCase()}@example.test`,
  });
  const customerAddress = await createCustomerAddress(t, token, company.id, customer.id, { city: `City ${m}` });
  const personCustomer = await createCustomer(t, token, company.id, {
    kind: "person",
    name: `Person ${m}`,
    personalNumber: "19850709-9805",
  });
  // --- products (issue 46) ---
  const productCategory = await json(t, token, "POST", `${base}/product-categories`, { name: `Category ${m}` });
  const product = await json(t, token, "POST", `${base}/products`, {
    name: `Product ${m}`,
    categoryId: productCategory.id,
    salesPriceOre: 1000,
  });
  const offeredProduct = await json(t, token, "POST", `${base}/products`, {
    name: `Offered ${m}`,
    type: "service",
    durationMinutes: 60,
  });
  const serviceProduct = await json(t, token, "POST", `${base}/products`, {
    name: `Service ${m}`,
    type: "service",
    durationMinutes: 30,
  });
  const priceList = await json(t, token, "POST", `${base}/price-lists`, {
    name: `Price list ${m}`,
    isDefault: true,
  });
  await json(t, token, "PUT", `${base}/price-lists/${priceList.id}/items/${product.id}`, { priceOre: 900 });
  await json(t, token, "PUT", `${base}/price-lists/${priceList.id}/category-discounts/${productCategory.id}`, {
    percent: 5,
  });
  const companyService = await json(t, token, "POST", `${base}/company-services`, {
    productId: offeredProduct.id,
    publicDescription: m,
  });
  // --- end of products ---
  // --- orders (issue 47) ---
  const orderCustomer = await createCustomer(t, token, company.id, { name: `Order customer ${m}` });
  const order = await json(t, token, "POST", `${base}/orders`, {
    customerId: orderCustomer.id,
    name: `Order ${m}`,
    internalNotes: m,
    lines: [{ productId: product.id, quantity: 2 }],
  });
  const cancelOrder = await json(t, token, "POST", `${base}/orders`, { customerId: orderCustomer.id });
  const reportOrder = await json(t, token, "POST", `${base}/orders`, {
    customerId: orderCustomer.id,
    lines: [{ productId: product.id, quantity: 1 }],
  });
  await json(t, token, "POST", `${base}/orders/${reportOrder.id}/activate`, {});
  await json(t, token, "POST", `${base}/orders/${reportOrder.id}/start`, {});
  await json(t, token, "PUT", `${base}/orders/${reportOrder.id}/report`, {
    lines: [{ lineId: reportOrder.lines[0].id, deliveredQuantity: 1 }],
    signature: { image: SIGNATURE_PNG, signerName: `Signer ${m}` },
  });
  const reported = async () => {
    const made = await json(t, token, "POST", `${base}/orders`, {
      customerId: orderCustomer.id,
      lines: [{ productId: product.id, quantity: 1 }],
    });
    await json(t, token, "POST", `${base}/orders/${made.id}/activate`, {});
    await json(t, token, "POST", `${base}/orders/${made.id}/start`, {});
    await json(t, token, "PUT", `${base}/orders/${made.id}/report`, {
      lines: [{ lineId: made.lines[0].id, deliveredQuantity: 1 }],
      signature: { image: SIGNATURE_PNG, signerName: `Signer ${m}` },
    });
    await json(t, token, "POST", `${base}/orders/${made.id}/report`, {});
    return made;
  };
  const invoiceOrder = await reported();
  const invoiceExport = await json(t, token, "POST", `${base}/invoice-basis/exports`, {
    orderIds: [(await reported()).id],
  });
  const subscription = await json(t, token, "POST", `${base}/order-subscriptions`, {
    name: `Subscription ${m}`,
    customerId: orderCustomer.id,
    rrule: "FREQ=WEEKLY",
    // Far ahead: creating (and resuming) one makes the orders of its horizon at once, by the day run.
    startDate: "2036-01-07",
    lines: [{ productId: product.id, quantity: 1 }],
  });
  const plant = await json(t, token, "POST", `${base}/plants`, {
    name: `Plant ${m}`,
    customerId: orderCustomer.id,
    area: m,
    intervals: [{ type: "SOTNING", intervalMonths: 12, nextDue: "2026-01-01" }],
  });
  // --- end of orders ---
  const addressBookEntry = await json(t, token, "POST", `${base}/address-book`, { name: `Entry ${m}` });
  const formGroup = await createFormGroup(t, token, company.id, { name: `Form group ${m}` });
  const mailTemplate = await json(t, token, "POST", `/api/companies/mail-templates/?companyId=${company.id}`, {
    type: "INVITATION",
    language: "se",
    subject: `Inbjudan ${m}`,
    body: "Välkommen: {{link}}",
  });
  const apiToken = await createApiToken(t, token, company.id, {
    name: `Token ${m}`,
    permissions: ["PublicationEdit"],
  });
  const { id: companyFileId } = await createFile(t, token, `${base}/files`, `company-file-${m}.txt`);
  const priority = await json(t, token, "POST", `${base}/priorities`, { name: `Priority ${m}`, color: 1 });
  const reminderType = await json(t, token, "POST", `${base}/reminder-type`, { name: `Type ${m}`, color: 1 });
  const companyTag = await json(t, token, "POST", `${base}/tags`, { name: `Company tag ${m}`, color: 1 });
  // --- skills (issue 16) ---
  const skill = await json(t, token, "POST", `${base}/skills`, { name: `Skill ${m}`, validityMonths: 12 });
  const userSkill = await json(t, token, "POST", `${base}/user-skills`, {
    userId: other.id,
    skillId: skill.id,
    achievedOn: "2026-01-01",
  });
  const certificate = await uploadFile(
    t,
    token,
    `${base}/user-skills/${userSkill.id}/certificate`,
    `certificate-${m}.pdf`,
    "application/pdf",
    samplePdf(m),
  );
  if (certificate.statusCode !== 201) throw new Error(`certificate: ${certificate.body}`);
  const objectSkill = await json(t, token, "POST", `${base}/object-skills`, {
    publicationId: keypass.id,
    skillId: skill.id,
  });
  // --- end of skills ---
  // A unit requiring the skill above; userId (who holds it) assigned there.
  const unitCategory = await json(t, token, "POST", `${base}/units/categories`, { name: `Unit category ${m}` });
  const unit = await json(t, token, "POST", `${base}/units`, {
    name: `Unit ${m}`,
    status: "ACTIVATED",
    managerId: other.id,
    categoryIds: [unitCategory.id],
    skillIds: [skill.id],
  });
  await json(t, token, "POST", `${base}/units/${unit.id}/users`, { userId: other.id });
  const unitProduct = await json(t, token, "POST", `${base}/units/${unit.id}/products`, { productId: product.id });
  const { id: unitFileId } = await createFile(t, token, `${base}/units/${unit.id}/files`, `unit-file-${m}.txt`);
  // --- tasks (issue 17) ---
  const task = await json(t, token, "POST", `${base}/tasks`, {
    title: `Task ${m}`,
    description: m,
    dueDate: tomorrow(),
    repeat: "FREQ=WEEKLY",
    memberIds: [other.id],
    publicationId: object.id,
    subTasks: [`Step ${m}`],
  });
  // --- end of tasks ---
  const otherToken = await signIn(t.app, other.email);
  const notifications = await t.api.as(otherToken).get(`${base}/notifications`);
  const notificationId = notifications.json().notifications[0].id as string;
  const feed = await json(t, otherToken, "POST", `/api/users/${other.id}/calendar-feed`, {});

  return {
    token,
    adminId: admin.id,
    adminEmail: admin.email,
    reader: { id: reader.id, token: await signIn(t.app, reader.email) },
    guest: { id: guest.id, token: await signIn(t.app, guest.email) },
    ids: {
      companyId: company.id,
      userId: other.id,
      userEmail: other.email,
      publicationId: object.id,
      keypassId: keypass.id,
      messageId: message.id,
      groupId: group.id,
      noticeId: notice.id,
      categoryId: category.id,
      commentId: comment.id,
      shareId: share.id,
      linkId: link.id,
      linkToken: link.path.split("/").pop(),
      fileId,
      pdfFileId,
      esignId: esign.id,
      declineEsignId: toDecline.id,
      esignToken,
      feedToken: feed.url
        .split("/")
        .pop()
        .replace(/\.ics$/, ""),
      checklistId: checklist.id,
      templateId: template.id,
      investigationId: investigation.id,
      investigatorId: investigator.id,
      questionId: template.sections[0].questions[0].id,
      adminUserId: admin.id,
      eraseUserId: erasable.id,
      flowId: flow.id,
      secretId: secret.id,
      companyNoticeId: companyNotice.id,
      notificationId,
      companyFileId,
      priorityId: priority.id,
      reminderTypeId: reminderType.id,
      companyTagId: companyTag.id,
      mailTemplateId: mailTemplate.id,
      apiTokenId: apiToken.id,
      customerId: customer.id,
      customerContactId: customerContact.id,
      customerAddressId: customerAddress.id,
      customerStatusId: customerStatus.id,
      personCustomerId: personCustomer.id,
      // --- products (issue 46) ---
      productId: product.id,
      productCategoryId: productCategory.id,
      priceListId: priceList.id,
      companyServiceId: companyService.id,
      serviceProductId: serviceProduct.id,
      // --- orders (issue 47) ---
      orderCustomerId: orderCustomer.id,
      orderId: order.id,
      cancelOrderId: cancelOrder.id,
      reportOrderId: reportOrder.id,
      invoiceOrderId: invoiceOrder.id,
      exportId: invoiceExport.export.id,
      subscriptionId: subscription.id,
      plantId: plant.id,
      addressBookEntryId: addressBookEntry.id,
      formGroupId: formGroup.id,
      tagId: tag.id,
      roleId: role.id,
      invitationId: invitation.id,
      // --- skills (issue 16) ---
      skillId: skill.id,
      userSkillId: userSkill.id,
      objectSkillId: objectSkill.id,
      unitId: unit.id,
      unitCategoryId: unitCategory.id,
      unitProductId: unitProduct.id,
      unitFileId,
      // --- tasks (issue 17) ---
      taskId: task.id,
      subTaskId: task.subTasks[0].id,
    },
  };
}

const tenantTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => getTableConfig(table).columns.some((c) => c.name === "companyId"));

/** Every row of every tenant table of one company, to prove a request changed nothing. */
export async function snapshot(t: TestApp, companyId: string) {
  return withTenant(t.deps.db, { companyIds: [companyId] }, async (tx: Tx) => {
    const out: Record<string, unknown[]> = {};
    for (const table of tenantTables) {
      const companyColumn = (table as unknown as { companyId: Parameters<typeof eq>[0] }).companyId;
      const rows = await tx.select().from(table).where(eq(companyColumn, companyId));
      out[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return out;
  });
}
