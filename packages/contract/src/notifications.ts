import { z } from "zod/mini";
import { publicationTypeKeySchema } from "./companies";

export const NOTIFICATION_PAGE = 50;
/** The bell fetches one more than it shows, to know whether there are more. */
export const NOTIFICATION_FETCH = NOTIFICATION_PAGE + 1;
/** Unread items become viewed this long after the bell opens. */
export const MARK_READ_DELAY_MS = 5000;
export const SOCKET_PATH = "/webapp-updates";
export const RECONNECT_DELAY_MS = 5000;

export const notificationTypes = [
  "NOTICE_DUE",
  "NOTICE_MANAGER",
  "NOTICE_ASSIGNEE",
  "PUBLICATION_SHARED",
  "ESIGN_SHARED",
  /** To the requester: a signer signed (text: the document's name). */
  "ESIGN_SIGNED",
  /** To the requester: a signer declined (text: the document's name). */
  "ESIGN_DECLINED",
  /** To the requester: everyone signed and the sealed PDF is on the object (text: the document's name). */
  "ESIGN_COMPLETED",
  /** To an approver, when it is their turn to approve the object (text: the requester's message). */
  "FLOW_REQUESTED",
  /** To the requester: every approver approved (the source: the last one). */
  "FLOW_APPROVED",
  /** To the requester: an approver rejected (text: their comment). */
  "FLOW_REJECTED",
  "MESSAGE",
  /** To a member added as an investigator of an investigation. */
  "INVESTIGATOR_ADDED",
  /** To a person and the managers of the units they are assigned to: their skill lapses soon. */
  "SKILL_EXPIRING",
  /** To a member added to a task (text: the task's title). */
  "TASK_ASSIGNED",
  /** To a task's members (its creator when it has none): the task is due (text: its title). */
  "TASK_DUE",
  /** To an order's assigned members (but the actor): its state changed (text: the new OrderStatus). */
  "ORDER_STATUS",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** What happened, to which object, in which company (the spec's data.notification). */
export const notificationPayloadSchema = z.object({
  type: z.enum(notificationTypes),
  sourceUser: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** Who acted when it was not a member (an outside signer): their name. */
  sourceName: z.optional(z.string()),
  publication: z.nullable(z.object({ id: z.uuid(), name: z.string(), type: publicationTypeKeySchema })),
  company: z.object({ name: z.string() }),
  message: z.optional(z.object({ title: z.string() })),
  /** The signing request an e-sign notification is about: it leads to the request's page. */
  esign: z.optional(z.object({ id: z.uuid() })),
  text: z.optional(z.string()),
  /** The person's skill a SKILL_EXPIRING notification is about. */
  skill: z.optional(
    z.object({ name: z.string(), validUntil: z.string(), user: z.object({ id: z.uuid(), name: z.string() }) }),
  ),
  /** The reminder a NOTICE_DUE notification is about, and the date it was due (text: its title). */
  notice: z.optional(z.object({ id: z.uuid(), reminderAt: z.string() })),
  /** The task a TASK_ASSIGNED or TASK_DUE notification is about (text: its title). */
  task: z.optional(z.object({ id: z.uuid(), title: z.string(), dueDate: z.nullable(z.string()) })),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  viewed: z.boolean(),
  createdAt: z.string(),
  data: z.object({ notification: notificationPayloadSchema }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unView: z.int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), NOTIFICATION_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
});

/** Socket events besides the notification payload itself. */
export const SocketEvent = {
  Notification: "notification",
  OrderMessage: "SEND_ORDER_MESSAGE",
  ReadNotification: "SEND_READ_NOTIFICATION",
  /** To every member of a company whose name, colours, second factor or features changed (payload `{ companyId }`): the web app reloads its company list. */
  CompanyUpdated: "COMPANY_UPDATED",
} as const;

/** SEND_READ_NOTIFICATION: which notifications became viewed (all of them when ids is absent). */
export const readNotificationEventSchema = z.object({ ids: z.optional(z.array(z.uuid())) });
export type ReadNotificationEvent = z.infer<typeof readNotificationEventSchema>;
