import { z } from "zod/mini";
import { MAX_LIST_LIMIT, PAGE_FETCH } from "./publications";

/** The spec's flow (certify) types: one person approves, or several (docs/certify.md). */
export const flowTypes = ["SINGLE", "MULTI"] as const;
export type FlowType = (typeof flowTypes)[number];
/** sequential: one approver at a time, in the order given; parallel: everyone is asked at once. */
export const flowOrders = ["sequential", "parallel"] as const;
/**
 * pending, approved, rejected and cancelled are stored; outdated is answered for a pending or
 * approved flow whose object changed after the version it approves.
 */
export const flowStatuses = ["pending", "approved", "rejected", "cancelled", "outdated"] as const;
export type FlowStatus = (typeof flowStatuses)[number];
export const flowDecisions = ["approved", "rejected"] as const;
export type FlowDecision = (typeof flowDecisions)[number];

export const FLOW_APPROVERS_LIMIT = 20;
export const FLOW_TEXT_LIMIT = 2000;

const userRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** One approver's place in a flow: asked when it is their turn, then their decision. */
export const flowStepSchema = z.object({
  id: z.uuid(),
  position: z.int(),
  /** The member asked; null once their account is gone. */
  approver: z.nullable(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  askedAt: z.nullable(z.string()),
  decision: z.nullable(z.enum(flowDecisions)),
  comment: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type FlowStep = z.infer<typeof flowStepSchema>;

/** A certify flow on an object, as every call about flows answers it. */
export const flowSchema = z.object({
  id: z.uuid(),
  publication: z.object({ id: z.uuid(), name: z.string() }),
  type: z.enum(flowTypes),
  order: z.enum(flowOrders),
  status: z.enum(flowStatuses),
  /** The object's version the flow approves (taken when it started), and the object's version now. */
  objectVersion: z.int(),
  currentVersion: z.int(),
  requestedBy: z.nullable(userRefSchema),
  message: z.string(),
  createdAt: z.string(),
  /** When it was approved, rejected or cancelled. */
  decidedAt: z.nullable(z.string()),
  cancelledBy: z.nullable(userRefSchema),
  steps: z.array(flowStepSchema),
  /** What the caller may do with it now. */
  can: z.object({ decide: z.boolean(), cancel: z.boolean(), delete: z.boolean() }),
});
export type Flow = z.infer<typeof flowSchema>;

/** POST /companies/{companyId}/flow-verifies */
export const flowCreateSchema = z
  .object({
    publicationId: z.uuid(),
    type: z.enum(flowTypes),
    /** MULTI only; a SINGLE flow has one step. */
    order: z._default(z.enum(flowOrders), "sequential"),
    /** Members who see the object, in the order they are asked (sequential). */
    approverIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(FLOW_APPROVERS_LIMIT)),
    message: z._default(z.string().check(z.trim(), z.maxLength(FLOW_TEXT_LIMIT)), ""),
  })
  .check(
    z.superRefine((flow, ctx) => {
      const count = flow.approverIds.length;
      if (flow.type === "SINGLE" && count !== 1) {
        ctx.addIssue({ code: "custom", path: ["approverIds"], message: "A SINGLE flow asks exactly one person." });
      }
      if (flow.type === "MULTI" && count < 2) {
        ctx.addIssue({ code: "custom", path: ["approverIds"], message: "A MULTI flow asks at least two people." });
      }
      if (new Set(flow.approverIds).size !== count) {
        ctx.addIssue({ code: "custom", path: ["approverIds"], message: "A person is listed twice." });
      }
    }),
  );
export type FlowCreate = z.input<typeof flowCreateSchema>;

/**
 * PUT /companies/{companyId}/flow-verifies/{id}: the approver whose turn it is decides
 * (`decision`, with a comment; a rejection needs one), or the requester cancels (`status: "cancelled"`).
 */
export const flowUpdateSchema = z
  .object({
    decision: z.optional(z.enum(flowDecisions)),
    comment: z._default(z.string().check(z.trim(), z.maxLength(FLOW_TEXT_LIMIT)), ""),
    status: z.optional(z.literal("cancelled")),
  })
  .check(
    z.superRefine((update, ctx) => {
      if ((update.decision === undefined) === (update.status === undefined)) {
        ctx.addIssue({ code: "custom", path: ["decision"], message: "Send either a decision or status cancelled." });
      }
      if (update.decision === "rejected" && update.comment === "") {
        ctx.addIssue({ code: "custom", path: ["comment"], message: "Say why you reject." });
      }
    }),
  );
export type FlowUpdate = z.input<typeof flowUpdateSchema>;

const flag = z.pipe(
  z.enum(["true", "false"]),
  z.transform((v) => v === "true"),
);

/** GET /companies/{companyId}/flow-verifies: newest first, on objects the caller sees. */
export const flowListQuerySchema = z.object({
  /** The flows of one object. */
  publicationId: z.optional(z.uuid()),
  /** Only the flows waiting for the caller's decision. */
  mine: z.optional(flag),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_LIST_LIMIT)), PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});
