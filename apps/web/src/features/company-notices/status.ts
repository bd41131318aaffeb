import type { CompanyNotice } from "@app/contract";

export type NoticeStatus = "scheduled" | "current" | "ended";

/** Where a notice stands on a day (YYYY-MM-DD): the banner shows it while it is current. */
export function noticeStatus(notice: Pick<CompanyNotice, "startsOn" | "endsOn">, today: string): NoticeStatus {
  if (notice.startsOn && notice.startsOn > today) return "scheduled";
  if (notice.endsOn && notice.endsOn < today) return "ended";
  return "current";
}
