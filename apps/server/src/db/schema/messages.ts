import { date, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt, userId } from "./columns";
import { publications } from "./publications";
import { users } from "./users";

/** Posts in a message object, each addressed to some members. */
export const posts = pgTable(
  "posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: uuid()
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("posts_company_publication_idx").on(t.companyId, t.publicationId, t.createdAt),
    companyScoped("posts_scope"),
  ],
).enableRLS();

export const postRecipients = pgTable(
  "post_recipients",
  {
    companyId: companyId(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: userId(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.postId, t.userId] }),
    index("post_recipients_company_user_idx").on(t.companyId, t.userId),
    companyScoped("post_recipients_scope"),
  ],
).enableRLS();

/** Notices a company administrator shows in the header banner, optionally between two dates. */
export const companyNotices = pgTable(
  "company_notices",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    text: text().notNull(),
    startsOn: date({ mode: "string" }),
    endsOn: date({ mode: "string" }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("company_notices_company_idx").on(t.companyId, t.startsOn), companyScoped("company_notices_scope")],
).enableRLS();

/** Notices of the platform to everyone (GET /notices). */
export const systemNotices = pgTable("system_notices", {
  id: uuid().primaryKey().defaultRandom(),
  text: text().notNull(),
  startsOn: date({ mode: "string" }),
  endsOn: date({ mode: "string" }),
  createdAt: createdAt(),
});
