import { flowDecisions, flowOrders, flowTypes } from "@app/contract";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt } from "./columns";
import { publications } from "./publications";
import { users } from "./users";

/** A certify (approval) flow on one object (docs/certify.md). */
export const certifyFlows = pgTable(
  "certify_flows",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: uuid()
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    type: text({ enum: flowTypes }).notNull(),
    approvalOrder: text({ enum: flowOrders }).notNull(),
    requestedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    message: text().notNull().default(""),
    /** Stored outcomes only; "outdated" is answered by comparing objectVersion with the object's version. */
    status: text({ enum: ["pending", "approved", "rejected", "cancelled"] })
      .notNull()
      .default("pending"),
    /** The object's version (publications.version) when the flow started: the version it approves. */
    objectVersion: integer().notNull(),
    createdAt: createdAt(),
    /** Written by each decision, whose statement thereby takes the flow's row lock. */
    updatedAt: createdAt(),
    /** When it was approved, rejected or cancelled. */
    decidedAt: timestamp({ withTimezone: true }),
    cancelledBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("certify_flows_company_publication_idx").on(t.companyId, t.publicationId, t.createdAt),
    companyScoped("certify_flows_scope"),
  ],
).enableRLS();

/** One approver of a flow: position 1, 2, ... (the order of a sequential flow), and their decision. */
export const certifyFlowSteps = pgTable(
  "certify_flow_steps",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    flowId: uuid()
      .notNull()
      .references(() => certifyFlows.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Set when it became their turn (all at once in a parallel flow). */
    askedAt: timestamp({ withTimezone: true }),
    decision: text({ enum: flowDecisions }),
    comment: text().notNull().default(""),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("certify_flow_steps_flow_position_idx").on(t.flowId, t.position),
    // "Waiting for me": the member's steps, leading with the company.
    index("certify_flow_steps_company_user_idx").on(t.companyId, t.userId, t.flowId),
    companyScoped("certify_flow_steps_scope"),
  ],
).enableRLS();
