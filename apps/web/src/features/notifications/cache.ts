import type { Notification } from "@app/contract";
import type { NotificationPages } from "./api/get-notifications";

/**
 * Pure updates of the bell's cached pages, for live events and for the user's own actions. The
 * unread count (unView) is kept on every page alike; the badge reads the first page's.
 */

const withUnView = (data: NotificationPages, unView: number): NotificationPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, unView })),
});

const unViewOf = (data: NotificationPages) => data.pages[0]?.unView ?? 0;

/** A notification that just arrived goes on top; an unread one raises the count. Nothing happens twice. */
export function addNotification(
  data: NotificationPages | undefined,
  notification: Notification,
): NotificationPages | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  if (data.pages.some((page) => page.notifications.some((n) => n.id === notification.id))) return data;
  const unView = unViewOf(data) + (notification.viewed ? 0 : 1);
  return withUnView(
    { ...data, pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest] },
    unView,
  );
}

/** Marks the given notifications viewed, or all of them without ids; the count drops by those that were unread. */
export function markViewed(
  data: NotificationPages | undefined,
  ids?: readonly string[],
): NotificationPages | undefined {
  if (!data) return data;
  const wanted = ids ? new Set(ids) : null;
  const changed = new Set<string>();
  const pages = data.pages.map((page) => ({
    ...page,
    notifications: page.notifications.map((n) => {
      if (n.viewed || (wanted && !wanted.has(n.id))) return n;
      changed.add(n.id);
      return { ...n, viewed: true };
    }),
  }));
  const unView = wanted ? Math.max(0, unViewOf(data) - changed.size) : 0;
  return withUnView({ ...data, pages }, unView);
}

/** Whether every one of the ids is among the cached notifications (else the count cannot be trusted). */
export function holdsAll(data: NotificationPages | undefined, ids: readonly string[]): boolean {
  if (!data) return false;
  const held = new Set(data.pages.flatMap((page) => page.notifications.map((n) => n.id)));
  return ids.every((id) => held.has(id));
}

/** All cached notifications in order, each once (pages may overlap after live arrivals). */
export function flatten(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<string>();
  const all: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const n of page.notifications) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      all.push(n);
    }
  }
  return all;
}
