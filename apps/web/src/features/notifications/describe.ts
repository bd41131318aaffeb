import type { NotificationPayload, OrderStatus } from "@app/contract";
import type { TFunction } from "i18next";

/**
 * What happened, as one sentence: who did what on which object ("Berit Blockerad shared Avtal 1
 * with you"). A message's sentence names the thread; its text is returned apart.
 */
export function describeNotification(t: TFunction<"notifications">, notification: NotificationPayload) {
  const who = notification.sourceUser?.name || notification.sourceName || t("someone");
  const object = notification.publication?.name || t("anObject");
  const text = notification.text ?? "";
  switch (notification.type) {
    case "PUBLICATION_SHARED":
      return { sentence: t("sentence.PUBLICATION_SHARED", { who, object }), detail: "" };
    case "INVESTIGATOR_ADDED":
      return { sentence: t("sentence.INVESTIGATOR_ADDED", { who, object }), detail: "" };
    case "ESIGN_SHARED":
      return { sentence: t("sentence.ESIGN_SHARED", { who, object }), detail: "" };
    case "ESIGN_SIGNED":
      return { sentence: t("sentence.ESIGN_SIGNED", { who, object, text }), detail: "" };
    case "ESIGN_DECLINED":
      return { sentence: t("sentence.ESIGN_DECLINED", { who, object, text }), detail: "" };
    case "ESIGN_COMPLETED":
      return { sentence: t("sentence.ESIGN_COMPLETED", { object, text }), detail: "" };
    case "FLOW_REQUESTED":
    case "FLOW_APPROVED":
    case "FLOW_REJECTED":
      return { sentence: t(`sentence.${notification.type}`, { who, object }), detail: text };
    case "NOTICE_DUE":
      return { sentence: t("sentence.NOTICE_DUE", { object, text }), detail: "" };
    case "NOTICE_MANAGER":
      return { sentence: t("sentence.NOTICE_MANAGER", { who, object, text }), detail: "" };
    case "NOTICE_ASSIGNEE":
      return { sentence: t("sentence.NOTICE_ASSIGNEE", { who, object, text }), detail: "" };
    case "SKILL_EXPIRING":
      return {
        sentence: t("sentence.SKILL_EXPIRING", {
          person: notification.skill?.user.name ?? who,
          text: notification.skill?.name ?? text,
          date: notification.skill?.validUntil ?? "",
        }),
        detail: "",
      };
    case "TASK_ASSIGNED":
      return { sentence: t("sentence.TASK_ASSIGNED", { who, text: notification.task?.title ?? text }), detail: "" };
    case "TASK_DUE":
      return {
        sentence: t("sentence.TASK_DUE", {
          text: notification.task?.title ?? text,
          date: notification.task?.dueDate ?? "",
        }),
        detail: "",
      };
    case "ORDER_STATUS":
      return {
        sentence: t("sentence.ORDER_STATUS", {
          who,
          object,
          // The new status (an OrderStatus) in the language shown.
          status: t(`orderStatus.${text as OrderStatus}`, { defaultValue: text }),
        }),
        detail: "",
      };
    case "MESSAGE":
      return {
        sentence: t("sentence.MESSAGE", { who, title: notification.message?.title || object }),
        detail: text,
      };
  }
}

/**
 * Where a notification leads in its company: an e-sign notification to its request's page (a signer
 * may not see the object), a skill's to the person's skills, a task's to it on the company's calendar,
 * any other to its object's page (null when it names no object).
 */
export function notificationPath(companyId: string, notification: NotificationPayload) {
  if (notification.task) return `/calendar/${companyId}?task=${notification.task.id}`;
  if (notification.esign) return `/companies/${companyId}/e-signs/${notification.esign.id}`;
  if (notification.skill) return `/list/skills-list?userId=${notification.skill.user.id}`;
  return notification.publication ? `/companies/${companyId}/publications/${notification.publication.id}` : null;
}
