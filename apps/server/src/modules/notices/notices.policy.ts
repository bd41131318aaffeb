import { ErrorCode } from "@app/contract";
import { conflict, invalid } from "../../lib/errors";
import type { Member } from "../../plugins/tenant";

/**
 * Who uses reminders in a company: the company has the feature and the member the permission. The
 * routes' guard (`app.requireCompany(REMINDER_USERS)`) and the reads across a user's companies
 * (`acrossMyCompanies(..., REMINDER_USERS)`, `mayUseReminders` per membership) say it once.
 */
export const REMINDER_USERS = { feature: "documentReminder", permission: "DocumentReminders" } as const;

/** Whether the member uses reminders in their company (REMINDER_USERS, for a read across companies). */
export const mayUseReminders = (member: Pick<Member, "enabledFeatures" | "permissions">) =>
  member.enabledFeatures[REMINDER_USERS.feature] && member.permissions.has(REMINDER_USERS.permission);

/** A completed reminder may only be reopened: a save that leaves it completed is refused (409 NOTICE_COMPLETED). */
export function openToEdit(current: { status: boolean }, next: { status: boolean }) {
  if (current.status && next.status) {
    throw conflict(ErrorCode.NoticeCompleted, "A completed reminder cannot be edited.");
  }
}

/** A mass edit changes a completed reminder only when it reopens it (the others are skipped, not refused). */
export const massEditable = (target: { completed: boolean }, edit: { status?: boolean }) =>
  edit.status === false || !target.completed;

/** A reminder that has members keeps at least one: an empty list in `field` is refused (400). */
export function keepsAMember(assigneeIds: string[], field: string) {
  if (assigneeIds.length === 0) throw invalid(field, "The last assignee cannot be removed.");
}
