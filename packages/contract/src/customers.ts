import { z } from "zod/mini";
import { auditQuerySchema } from "./audit";
import { isEmail, isGln, isHexColor } from "./company-info";
import {
  normaliseHomepage,
  normaliseOrgNumber,
  normalisePersonalNumber,
  normaliseVatNumber,
  PERSONAL_NUMBER_MASK,
} from "./customer-rules";
import { pageQuerySchema, uploadFileSchema } from "./publications";
import { byIds, entityIdSchema } from "./references";
import { languageSchema } from "./users";

/**
 * Customers (the spec's "customers" feature, issue 45, docs/customers.md): the organisations and
 * private persons a company works for, with their contacts, addresses and a status of the
 * company's own list. A customer may have portals (groups of type PORTAL).
 */

/** A list's page: 20 shown, 21 fetched to know whether there is a next one. */
export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_PAGE_FETCH = 21;
export const CUSTOMER_LIST_MAX = 1000;
export const CUSTOMER_TAGS_MAX = 20;

export const customerKinds = ["organisation", "person"] as const;
export const customerKindSchema = z.enum(customerKinds);
export type CustomerKind = z.infer<typeof customerKindSchema>;

export const addressKinds = ["visiting", "postal", "invoice", "delivery"] as const;
export const addressKindSchema = z.enum(addressKinds);
export type AddressKind = z.infer<typeof addressKindSchema>;

export const customerSortKeys = ["name", "number", "created"] as const;

/** A customer number: letters, digits and dashes, up to 20; new customers get the company's next one. */
export const CUSTOMER_NUMBER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z-]{0,19}$/;

const ref = z.object({ id: z.uuid(), name: z.string() });

// ---- statuses ----

export const customerStatusSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** #RRGGBB */
  color: z.string(),
  /** Order in lists and pickers, from 0. */
  position: z.int(),
  /** The status a new customer gets when none is given; one per company. */
  isDefault: z.boolean(),
  /** Customers with this status (archived ones included). */
  customerCount: z.int(),
});
export type CustomerStatus = z.infer<typeof customerStatusSchema>;

const statusName = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
const statusColor = z.string().check(z.refine(isHexColor, "Expected a colour as #RRGGBB"));
const position = z.int().check(z.gte(0), z.lte(10_000));

/** POST: a new status, placed last unless a position is given; the company's first becomes its default. */
export const customerStatusCreateSchema = z.object({
  name: statusName,
  color: z._default(statusColor, "#868e96"),
  position: z.optional(position),
  isDefault: z._default(z.boolean(), false),
});
export type CustomerStatusCreate = z.input<typeof customerStatusCreateSchema>;

/** PUT takes what GET answers; a field not sent is kept. isDefault true moves the default here (false alone is refused on the default). */
export const customerStatusUpdateSchema = z.partial(
  z.object({ name: statusName, color: statusColor, position, isDefault: z.boolean() }),
);
export type CustomerStatusUpdate = z.input<typeof customerStatusUpdateSchema>;

// ---- customers ----

export const customerSchema = z.object({
  id: z.uuid(),
  kind: customerKindSchema,
  /** Unique in the company. */
  number: z.string(),
  name: z.string(),
  /** `NNNNNN-NNNN` (organisations). */
  orgNumber: z.nullable(z.string()),
  /**
   * A private person's personal identity number, `YYYYMMDD-NNNN`: whole only in the answer of GET
   * (and of a save) to a member with CustomerEdit; masked (`YYYYMMDD-****`) in lists and to others.
   */
  personalNumber: z.nullable(z.string()),
  /** Whether personalNumber is masked in this answer. */
  personalNumberMasked: z.boolean(),
  vatNumber: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  homepage: z.nullable(z.string()),
  gln: z.nullable(z.string()),
  paymentTermsDays: z.int(),
  invoiceEmail: z.nullable(z.string()),
  /** The language of what the customer is sent (order reports, their mail), Swedish by default. */
  language: languageSchema,
  notes: z.string(),
  tags: z.array(z.string()),
  /** The member responsible for the customer. */
  responsible: z.nullable(ref),
  status: z.nullable(z.object({ id: z.uuid(), name: z.string(), color: z.string() })),
  /** Archived customers are hidden from lists (unless asked for) and pickers. */
  archived: z.boolean(),
  /** The city of the default visiting address (else postal, else any). */
  city: z.nullable(z.string()),
  /** The main contact, if one is marked. */
  mainContact: z.nullable(ref),
  /** The customer portals (groups of type PORTAL) connected to this customer. */
  portals: z.array(ref),
  hasPortal: z.boolean(),
  /** Optimistic saves: send it back with PUT; 409 STALE_VERSION when someone saved in between. */
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

const optionalText = (max: number) =>
  z.nullable(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max)),
      z.transform((v) => (v === "" ? null : v)),
    ),
  );

/** Text that is checked and normalised by `normalise` (null: refused with `message`); "" means none. */
const checkedText = (max: number, normalise: (text: string) => string | null, message: string) =>
  z.nullable(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(max),
        z.refine((v) => v === "" || normalise(v) !== null, message),
      ),
      z.transform((v) => (v === "" ? null : normalise(v))),
    ),
  );

const email = checkedText(320, (v) => (isEmail(v) ? v : null), "Invalid email");

const customerFields = {
  kind: customerKindSchema,
  /** Empty or left out on create: the company's next number. */
  number: z.nullable(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(20),
        z.refine((v) => v === "" || CUSTOMER_NUMBER_PATTERN.test(v), "Letters, digits and dashes"),
      ),
      z.transform((v) => (v === "" ? null : v)),
    ),
  ),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** A Swedish organisation number, check digit included; stored as `NNNNNN-NNNN`. Organisations only. */
  orgNumber: checkedText(20, normaliseOrgNumber, "Invalid organisation number"),
  /**
   * A Swedish personal identity or coordination number, check digit included; stored encrypted as
   * `YYYYMMDD-NNNN`. Private persons only. The masked form the customer has keeps it as it is.
   */
  personalNumber: checkedText(
    20,
    (v) => (PERSONAL_NUMBER_MASK.test(v) ? v : normalisePersonalNumber(v)),
    "Invalid personal identity number",
  ),
  /** Empty for a Swedish organisation: SE + the organisation number's digits + 01. */
  vatNumber: checkedText(20, normaliseVatNumber, "Invalid VAT number"),
  phone: optionalText(40),
  email,
  homepage: checkedText(300, normaliseHomepage, "Invalid web address"),
  gln: checkedText(13, (v) => (isGln(v) ? v : null), "A GLN is 13 digits with GS1's check digit"),
  paymentTermsDays: z.int().check(z.gte(0), z.lte(365)),
  invoiceEmail: email,
  language: languageSchema,
  notes: z.string().check(z.maxLength(5000)),
  tags: z.pipe(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(CUSTOMER_TAGS_MAX)),
    z.transform((tags) => [...new Set(tags)]),
  ),
  /** A member of the company. */
  responsibleId: z.nullable(z.uuid()),
  /** One of the company's statuses; left out on create: the default status. */
  statusId: z.nullable(z.uuid()),
  archived: z.boolean(),
};

/** POST: a new customer (an organisation unless kind says otherwise). */
export const customerCreateSchema = z.object({
  kind: z._default(customerKindSchema, "organisation"),
  number: z._default(customerFields.number, null),
  name: customerFields.name,
  orgNumber: z._default(customerFields.orgNumber, null),
  personalNumber: z._default(customerFields.personalNumber, null),
  vatNumber: z._default(customerFields.vatNumber, null),
  phone: z._default(customerFields.phone, null),
  email: z._default(customerFields.email, null),
  homepage: z._default(customerFields.homepage, null),
  gln: z._default(customerFields.gln, null),
  paymentTermsDays: z._default(customerFields.paymentTermsDays, 30),
  invoiceEmail: z._default(customerFields.invoiceEmail, null),
  language: z._default(customerFields.language, "se"),
  notes: z._default(customerFields.notes, ""),
  tags: z._default(customerFields.tags, []),
  responsibleId: z._default(customerFields.responsibleId, null),
  statusId: z.optional(customerFields.statusId),
});
export type CustomerCreate = z.input<typeof customerCreateSchema>;
/** @deprecated the name before issue 45: customerCreateSchema. */
export const customerInputSchema = customerCreateSchema;
export type CustomerInput = CustomerCreate;

/**
 * PUT takes the customer as GET answers it (responsible and status as entities; server-owned
 * fields ignored) or the fields to change by ids; a field not sent is kept, null clears it.
 */
export const customerUpdateSchema = z.pipe(
  z.partial(
    z.object({
      ...customerFields,
      /** An empty number is refused on a save (a customer keeps one). */
      number: z.string().check(
        z.trim(),
        z.refine((v) => CUSTOMER_NUMBER_PATTERN.test(v), "Letters, digits and dashes"),
      ),
      responsible: z.nullable(entityIdSchema),
      status: z.nullable(entityIdSchema),
      version: z.int().check(z.gte(0)),
    }),
  ),
  z.transform(({ responsible, status, ...changes }) =>
    byIds(changes, { responsibleId: responsible, statusId: status }),
  ),
);
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

/** DELETE's answer: a customer with anything hanging on it (portals, objects) is archived instead. */
export const customerDeleteResultSchema = z.object({
  ok: z.literal(true),
  /** true: archived, not deleted; `reasons` says what hangs on it. */
  archived: z.boolean(),
  reasons: z.array(z.enum(["portals", "objects"])),
});
export type CustomerDeleteResult = z.infer<typeof customerDeleteResultSchema>;

const flag = z.pipe(
  z.enum(["true", "false"]),
  z.transform((v) => v === "true"),
);

export const customerQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CUSTOMER_LIST_MAX)), CUSTOMER_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  /** Contained in the name, number, organisation number, a city of its addresses or a contact's name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  statusId: z.optional(z.uuid()),
  tag: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  responsibleId: z.optional(z.uuid()),
  /** false (default): the customers in use; true: the archived ones only. */
  archived: z._default(flag, false),
  /** true: only customers with a portal; false: only those without. */
  hasPortal: z.optional(flag),
  /** By name (default), by number, or the newest first. */
  sort: z._default(z.enum(customerSortKeys), "name"),
});
export type CustomerQuery = z.input<typeof customerQuerySchema>;

/** GET /customer-tags: the tags of the company's customers in use (archived ones left out), by name, with how many have each. */
export const customerTagSchema = z.object({ tag: z.string(), count: z.int() });
export type CustomerTag = z.infer<typeof customerTagSchema>;

// ---- contacts ----

export const customerContactSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  name: z.string(),
  role: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** Unique among the company's contacts (letter case aside). */
  email: z.nullable(z.string()),
  notes: z.string(),
  /** The customer's main contact (at most one). */
  isMain: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

const contactFields = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  role: optionalText(100),
  phone: optionalText(40),
  email,
  notes: z.string().check(z.maxLength(5000)),
  /** true makes this the main contact (the previous one no longer is). */
  isMain: z.boolean(),
};

/** POST: a new contact; a customer's first contact becomes its main contact. */
export const customerContactCreateSchema = z.object({
  name: contactFields.name,
  role: z._default(contactFields.role, null),
  phone: z._default(contactFields.phone, null),
  email: z._default(contactFields.email, null),
  notes: z._default(contactFields.notes, ""),
  isMain: z.optional(contactFields.isMain),
});
export type CustomerContactCreate = z.input<typeof customerContactCreateSchema>;

/** PUT takes what GET answers; a field not sent is kept. */
export const customerContactUpdateSchema = z.partial(z.object(contactFields));
export type CustomerContactUpdate = z.input<typeof customerContactUpdateSchema>;

// ---- addresses ----

export const customerAddressSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  kind: addressKindSchema,
  /** The customer's default address of this kind (one per kind). */
  isDefault: z.boolean(),
  street: z.string(),
  /** Swedish ones as `NNN NN`. */
  postcode: z.nullable(z.string()),
  city: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string(),
  createdAt: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

const addressFields = {
  kind: addressKindSchema,
  /** true makes this the default of its kind (the previous one no longer is). */
  isDefault: z.boolean(),
  street: z.string().check(z.trim(), z.maxLength(300)),
  /** Checked and written `NNN NN` when the country is SE. */
  postcode: optionalText(20),
  city: z.string().check(z.trim(), z.maxLength(100)),
  country: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v) => /^[A-Za-z]{2}$/.test(v), "A two-letter country code"),
    ),
    z.transform((v) => v.toUpperCase()),
  ),
};

/** POST: a new address; the customer's first of a kind becomes the default of that kind. */
export const customerAddressCreateSchema = z.object({
  kind: addressFields.kind,
  isDefault: z.optional(addressFields.isDefault),
  street: z._default(addressFields.street, ""),
  postcode: z._default(addressFields.postcode, null),
  city: z._default(addressFields.city, ""),
  country: z._default(addressFields.country, "SE"),
});
export type CustomerAddressCreate = z.input<typeof customerAddressCreateSchema>;

/** PUT takes what GET answers; a field not sent is kept. */
export const customerAddressUpdateSchema = z.partial(z.object(addressFields));
export type CustomerAddressUpdate = z.input<typeof customerAddressUpdateSchema>;

/** GET /customers/{id}: the customer with its contacts (main first, then by name) and addresses (by kind, default first). */
export const customerDetailSchema = z.extend(customerSchema, {
  contacts: z.array(customerContactSchema),
  addresses: z.array(customerAddressSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

// ---- the customer page's sections (issue 45, item 4) ----

/** A page of a section of the customer page (its objects, their reminders, tasks, e-sign requests, files): 21 fetched, 20 shown. */
export const customerSectionQuerySchema = pageQuerySchema;
export type CustomerSectionQuery = z.input<typeof customerSectionQuerySchema>;

/** A file of one of the customer's objects, with its object. */
export const customerFileSchema = z.extend(uploadFileSchema, {
  publication: z.object({ id: z.uuid(), name: z.string() }),
});
export type CustomerFile = z.infer<typeof customerFileSchema>;

/** The customer's History: the audit log's events of its row, contacts and addresses (keyset paging as the log). */
export const customerHistoryQuerySchema = z.pick(auditQuerySchema, { before: true, limit: true });
