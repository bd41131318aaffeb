import { z } from "zod";
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
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** What happened, to which object, in which company (the spec's data.notification). */
export const notificationPayloadSchema = z.object({
  type: z.enum(notificationTypes),
  sourceUser: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Who acted when it was not a member (an outside signer): their name. */
  sourceName: z.string().optional(),
  publication: z.object({ id: z.uuid(), name: z.string(), type: publicationTypeKeySchema }).nullable(),
  company: z.object({ name: z.string() }),
  message: z.object({ title: z.string() }).optional(),
  /** The signing request an e-sign notification is about: it leads to the request's page. */
  esign: z.object({ id: z.uuid() }).optional(),
  text: z.string().optional(),
  /** The person's skill a SKILL_EXPIRING notification is about. */
  skill: z
    .object({ name: z.string(), validUntil: z.string(), user: z.object({ id: z.uuid(), name: z.string() }) })
    .optional(),
  /** The task a TASK_ASSIGNED or TASK_DUE notification is about (text: its title). */
  task: z.object({ id: z.uuid(), title: z.string(), dueDate: z.string().nullable() }).optional(),
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
  unView: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(NOTIFICATION_FETCH),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Socket events besides the notification payload itself. */
export const SocketEvent = {
  Notification: "notification",
  OrderMessage: "SEND_ORDER_MESSAGE",
  ReadNotification: "SEND_READ_NOTIFICATION",
} as const;

/** SEND_READ_NOTIFICATION: which notifications became viewed (all of them when ids is absent). */
export const readNotificationEventSchema = z.object({ ids: z.array(z.uuid()).optional() });
export type ReadNotificationEvent = z.infer<typeof readNotificationEventSchema>;
