import { z } from "zod/mini";
import { isEmail } from "./company-info";
import { CUSTOMER_PAGE_FETCH, CUSTOMER_TAGS_MAX } from "./customers";

/**
 * The address book (issue 45, item 5; docs/customers.md): the company's own contacts that are not
 * customers (suppliers, partners, authorities) and, read through the customers module, the
 * customers' contacts, in one list; vCard 4 export and import.
 */

export const ADDRESS_BOOK_LIST_MAX = 1000;
/** At most this many cards in one vCard file (export of all, or an import). */
export const ADDRESS_BOOK_VCARD_MAX = 5000;
export const ADDRESS_BOOK_VCARD_MAX_BYTES = 5 * 1024 * 1024;

export const addressBookKinds = ["person", "organisation"] as const;
export const addressBookKindSchema = z.enum(addressBookKinds);
export type AddressBookKind = z.infer<typeof addressBookKindSchema>;

export const addressBookSources = ["own", "customer-contact"] as const;
export type AddressBookSource = (typeof addressBookSources)[number];

/** An entry of the company's own. */
export const addressBookEntrySchema = z.object({
  id: z.uuid(),
  kind: addressBookKindSchema,
  name: z.string(),
  organisation: z.nullable(z.string()),
  role: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  notes: z.string(),
  tags: z.array(z.string()),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max)),
        z.transform((value) => (value === "" ? null : value)),
      ),
    ),
  );
const email = z.optional(
  z.nullable(
    z
      .pipe(
        z.string().check(z.trim(), z.maxLength(254)),
        z.transform((value) => (value === "" ? null : value.toLowerCase())),
      )
      .check(z.refine((value) => value === null || isEmail(value), "Expected an email address")),
  ),
);
const tag = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
const fields = {
  kind: addressBookKindSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  organisation: optionalText(200),
  role: optionalText(120),
  phone: optionalText(40),
  email,
  notes: z.string().check(z.maxLength(5000)),
  tags: z.array(tag).check(z.maxLength(CUSTOMER_TAGS_MAX)),
};

/** POST: a new entry (a person unless said otherwise). */
export const addressBookEntryCreateSchema = z.object({
  ...fields,
  kind: z._default(fields.kind, "person"),
  notes: z._default(fields.notes, ""),
  tags: z._default(fields.tags, []),
});
export type AddressBookEntryCreate = z.input<typeof addressBookEntryCreateSchema>;

/** PUT takes what GET answers; a field not sent is kept; version for an optimistic save. */
export const addressBookEntryUpdateSchema = z.object({
  ...z.partial(z.object(fields)).shape,
  version: z.optional(z.int()),
});
export type AddressBookEntryUpdate = z.input<typeof addressBookEntryUpdateSchema>;

/** A line of the list: an own entry or a customer's contact (with its customer; tags are the customer's). */
export const addressBookItemSchema = z.object({
  id: z.uuid(),
  source: z.enum(addressBookSources),
  kind: addressBookKindSchema,
  name: z.string(),
  organisation: z.nullable(z.string()),
  role: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  tags: z.array(z.string()),
  customer: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
});
export type AddressBookItem = z.infer<typeof addressBookItemSchema>;

/** GET the list: by name; 21 fetched, 20 shown (as customers). */
export const addressBookQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ADDRESS_BOOK_LIST_MAX)), CUSTOMER_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  /** Contained in the name, organisation, role, phone or email. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** An own entry's tag, or a contact's customer's tag. */
  tag: z.optional(tag),
  /** The name's first letter (letter case aside). */
  letter: z.optional(z.string().check(z.trim(), z.length(1))),
});
export type AddressBookQuery = z.input<typeof addressBookQuerySchema>;

/** GET the vCard file: the entries and contacts named (comma separated ids), all when none. */
export const addressBookVcardQuerySchema = z.object({
  ids: z.optional(
    z
      .pipe(
        z.string().check(z.maxLength(40 * ADDRESS_BOOK_LIST_MAX)),
        z.transform((value) =>
          value
            .split(",")
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      )
      .check(z.refine((ids) => ids.every((id) => z.uuid().safeParse(id).success), "Expected ids")),
  ),
});

export const addressBookSkipReasons = ["invalid", "no-name", "duplicate"] as const;

/** POST a vCard file: how many own entries it made, and each card left out with the reason. */
export const addressBookImportResultSchema = z.object({
  created: z.int(),
  skipped: z.array(
    z.object({
      /** The card's place in the file, from 1. */
      index: z.int(),
      name: z.nullable(z.string()),
      reason: z.enum(addressBookSkipReasons),
      message: z.string(),
    }),
  ),
});
export type AddressBookImportResult = z.infer<typeof addressBookImportResultSchema>;
