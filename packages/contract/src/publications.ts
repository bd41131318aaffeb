import { z } from "zod/mini";
import { type PublicationTypeKey, publicationTypeKeySchema } from "./companies";
import { isIsoDate } from "./dates";
import { byIds, entityIdSchema } from "./references";

/** What an object page can show; each type lists the sections its page has. */
export const publicationSections = [
  "body",
  "files",
  "keypass",
  "comments",
  "sharing",
  "reminders",
  "checklist",
] as const;
export type PublicationSection = (typeof publicationSections)[number];

interface PublicationType {
  /** Name of a Tabler icon (the web app maps it to the component). */
  icon: string;
  name: { en: string; se: string };
  sections: readonly PublicationSection[];
}

const common: PublicationSection[] = ["files", "checklist", "comments", "sharing", "reminders"];
const withBody: PublicationSection[] = ["body", ...common];

/** The registry of object types: one place for icon, names and page sections. */
export const publicationTypes: Record<PublicationTypeKey, PublicationType> = {
  card: { icon: "id-badge-2", name: { en: "Card", se: "Kort" }, sections: withBody },
  album: { icon: "photo", name: { en: "Album", se: "Album" }, sections: common },
  projectFolder: { icon: "folder", name: { en: "Project folder", se: "Projektmapp" }, sections: withBody },
  note: { icon: "notes", name: { en: "Note", se: "Anteckning" }, sections: withBody },
  form: { icon: "forms", name: { en: "Form", se: "Formulär" }, sections: withBody },
  keypass: { icon: "key", name: { en: "Keypass", se: "Keypass" }, sections: ["keypass", "comments", "sharing"] },
  masterFile: { icon: "file-certificate", name: { en: "Master file", se: "Masterfil" }, sections: withBody },
  wall: { icon: "layout-board", name: { en: "Wall", se: "Vägg" }, sections: withBody },
  plant: { icon: "building-factory-2", name: { en: "Plant", se: "Anläggning" }, sections: withBody },
  order: { icon: "shopping-cart", name: { en: "Order", se: "Order" }, sections: withBody },
  adaptations: { icon: "adjustments", name: { en: "Adaptations", se: "Anpassningar" }, sections: withBody },
  engineOnStock: { icon: "engine", name: { en: "Engine on stock", se: "Motor i lager" }, sections: withBody },
  objectGroup: { icon: "stack-2", name: { en: "Object group", se: "Objektgrupp" }, sections: withBody },
  orderSubscription: {
    icon: "repeat",
    name: { en: "Order subscription", se: "Orderprenumeration" },
    sections: withBody,
  },
  blog: { icon: "article", name: { en: "Blog", se: "Blogg" }, sections: withBody },
  message: { icon: "message", name: { en: "Message", se: "Meddelande" }, sections: withBody },
  spreadsheet: { icon: "table", name: { en: "Spreadsheet", se: "Kalkylblad" }, sections: common },
  inquest: { icon: "zoom-question", name: { en: "Inquest", se: "Förfrågan" }, sections: withBody },
  investigation: { icon: "search", name: { en: "Investigation", se: "Utredning" }, sections: withBody },
  esign: { icon: "signature", name: { en: "E-sign", se: "E-signering" }, sections: withBody },
};

export const PAGE_SIZE = 20;
/** Lists fetch one more than they show, to know whether a next page exists. */
export const PAGE_FETCH = PAGE_SIZE + 1;
export const MAX_LIST_LIMIT = 1000;

/** A date-only field: YYYY-MM-DD that is a real calendar date. */
export const isoDateSchema = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
export const publicationNameSchema = text(200).check(z.minLength(1));

const userRefSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * The version of a reminder or an object, raised by every change. A save that carries the version
 * it was based on is refused (409 STALE_VERSION) when the stored one is newer; without it, the
 * save overwrites (API clients that do not read first).
 */
export const versionSchema = z.int().check(z.gte(1));

export const publicationLockSchema = z.object({ user: userRefSchema, since: z.string() });
export type PublicationLock = z.infer<typeof publicationLockSchema>;

export const publicationListItemSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  type: publicationTypeKeySchema,
  name: z.string(),
  description: z.string(),
  objectNumber: z.int(),
  periodDate: z.nullable(z.string()),
  status: z.enum(["active", "archived"]),
  group: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  tags: z.array(z.string()),
  updatedAt: z.string(),
  lock: z.nullable(publicationLockSchema),
});
export type PublicationListItem = z.infer<typeof publicationListItemSchema>;

export const publicationSchema = z.extend(publicationListItemSchema, {
  body: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(userRefSchema),
  updatedBy: z.nullable(userRefSchema),
  version: versionSchema,
  watched: z.boolean(),
  /** The customer the object is for (a customer of the company; feature `customers`). */
  customer: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** An investigation that is closed: read-only for good, as its status says (an archived object is until restored). */
  closed: z.boolean(),
  /** What the signed-in user may do with it. */
  can: z.object({ edit: z.boolean(), archive: z.boolean(), share: z.boolean(), unlock: z.boolean() }),
});
export type Publication = z.infer<typeof publicationSchema>;

const tagsSchema = z.array(text(50).check(z.minLength(1))).check(z.maxLength(50));

/** An object's writable fields. */
const publicationFieldsSchema = z.object({
  name: publicationNameSchema,
  description: text(5000),
  body: z.string().check(z.maxLength(1_000_000)),
  periodDate: z.nullable(isoDateSchema),
  groupId: z.nullable(z.uuid()),
  /** A customer of the company in use (not archived); null for none. */
  customerId: z.nullable(z.uuid()),
  tags: tagsSchema,
});
const fields = publicationFieldsSchema.shape;

/**
 * PUT takes the whole object as GET answers it (its group as an entity; server-owned fields
 * ignored), or the fields to change by ids, based on the version read; a field not sent is kept.
 */
export const publicationInputSchema = z.pipe(
  z.extend(z.partial(publicationFieldsSchema), {
    group: z.optional(z.nullable(entityIdSchema)),
    customer: z.optional(z.nullable(entityIdSchema)),
    version: z.optional(versionSchema),
  }),
  z.transform(({ group, customer, ...changes }) => byIds(changes, { groupId: group, customerId: customer })),
);
export type PublicationInput = z.input<typeof publicationInputSchema>;

/** POST: a new object; a field not sent takes its default. */
export const publicationCreateSchema = z.extend(publicationFieldsSchema, {
  description: z._default(fields.description, ""),
  body: z._default(fields.body, ""),
  periodDate: z._default(fields.periodDate, null),
  groupId: z._default(fields.groupId, null),
  customerId: z._default(fields.customerId, null),
  tags: z._default(fields.tags, []),
  type: publicationTypeKeySchema,
});
export type PublicationCreate = z.input<typeof publicationCreateSchema>;

export const publicationSorts = ["name", "objectNumber", "periodDate", "updatedAt"] as const;

const booleanQuery = z.pipe(
  z.enum(["true", "false"]),
  z.transform((v) => v === "true"),
);

export const publicationListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_LIST_LIMIT)), PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  q: z.optional(text(200)),
  type: z.optional(publicationTypeKeySchema),
  groupId: z.optional(z.uuid()),
  archived: z._default(booleanQuery, false),
  sort: z._default(z.enum(publicationSorts), "name"),
  direction: z._default(z.enum(["asc", "desc"]), "asc"),
});
export type PublicationListQuery = z.input<typeof publicationListQuerySchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  publicationId: z.uuid(),
  body: z.string(),
  /** With whether they have a picture (GET /users/{id}/avatar): the web asks only for those that exist. */
  author: z.nullable(z.extend(userRefSchema, { hasAvatar: z.boolean() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentInputSchema = z.object({ body: text(10_000).check(z.minLength(1)) });

export const shareSchema = z.object({
  id: z.uuid(),
  user: z.nullable(userRefSchema),
  group: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  createdAt: z.string(),
});
export type Share = z.infer<typeof shareSchema>;
export const shareInputSchema = z
  .object({ userId: z.optional(z.uuid()), groupId: z.optional(z.uuid()) })
  .check(z.refine((v) => Boolean(v.userId) !== Boolean(v.groupId), "Give either userId or groupId"));

/** An object of another company shared with the current user. */
export const collaborationSchema = z.extend(publicationListItemSchema, {
  company: z.object({ id: z.uuid(), name: z.string() }),
});

/** How long an edit lock holds without being renewed. */
export const LOCK_MINUTES = 60;

export const sharedLinkInputSchema = z.object({ expiresAt: isoDateSchema });
export const sharedLinkSchema = z.object({
  id: z.uuid(),
  publication: z.object({ id: z.uuid(), name: z.string() }),
  createdBy: z.nullable(userRefSchema),
  createdAt: z.string(),
  expiresAt: z.string(),
  revoked: z.boolean(),
});
export type SharedLink = z.infer<typeof sharedLinkSchema>;
/** Answer of creating a link: the only time its address is shown. */
export const createdSharedLinkSchema = z.extend(sharedLinkSchema, { path: z.string() });

/** What someone without an account sees through a shared link. */
export const sharedObjectSchema = z.object({
  type: publicationTypeKeySchema,
  name: z.string(),
  description: z.string(),
  body: z.string(),
  objectNumber: z.int(),
  periodDate: z.nullable(z.string()),
  company: z.object({ name: z.string() }),
  expiresAt: z.string(),
});
export type SharedObject = z.infer<typeof sharedObjectSchema>;

export const activityCommentSchema = z.extend(commentSchema, {
  publication: z.object({ id: z.uuid(), name: z.string(), type: publicationTypeKeySchema }),
});

export const pageQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_LIST_LIMIT)), PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});

export const uploadStatuses = ["INPROGRESS", "COMPLETE", "ERROR"] as const;
export const uploadFileSchema = z.object({
  id: z.uuid(),
  uploadName: z.string(),
  size: z.int(),
  contentType: z.string(),
  uploadStatus: z.enum(uploadStatuses),
  uploadProgress: z.int().check(z.gte(0), z.lte(100)),
  createdAt: z.string(),
});
export type UploadFile = z.infer<typeof uploadFileSchema>;

export const keypassSecretSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  username: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KeypassSecret = z.infer<typeof keypassSecretSchema>;
export const keypassSecretInputSchema = z.object({
  label: text(200).check(z.minLength(1)),
  username: z._default(text(200), ""),
  secret: z.string().check(z.minLength(1), z.maxLength(10_000)),
});
export const keypassRevealSchema = z.object({
  user: z.nullable(userRefSchema),
  revealedAt: z.string(),
});
