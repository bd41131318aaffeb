import { LOCK_MINUTES, type Permission } from "@app/contract";
import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { groupUsers, investigators, orderAssignees, orders, publicationShares, publications } from "../../db/schema";
import { likeText } from "../../db/sql";
import { forbidden } from "../../lib/errors";

export interface Viewer {
  userId: string;
  type: "DEFAULT" | "GUEST";
  permissions: ReadonlySet<Permission>;
}

/**
 * Objects of the company whose name contains the text (any case), or, with `number`, whose object
 * number it is when the text is a number: the ids come from the view `publication_search`, which applies the
 * company scope itself, so the planner may use the trigram index and its statistics there (row
 * level security forbids both for ILIKE): a search matching few objects no longer reads the
 * whole company (migration 0040, docs/benchmarks.md). The caller still filters by the scope's
 * company, status and visibility on the table itself.
 */
export function nameMatches(companyId: string, text: string, options: { number?: boolean } = {}): SQL {
  const byNumber = options.number && /^\d{1,15}$/.test(text) ? sql` or object_number = ${Number(text)}` : sql``;
  return inArray(
    publications.id,
    sql`(select id from publication_search where company_id = ${companyId} and (name ilike ${likeText(text)}${byNumber}))`,
  );
}

const myGroups = (userId: string) =>
  sql`(select ${groupUsers.groupId} from ${groupUsers} where ${groupUsers.userId} = ${userId})`;

/**
 * The customer portals (groups of type PORTAL) the user is a member of. Written out with aliases:
 * drizzle leaves column names unqualified in one-table selects, and the object queries join groups.
 */
const myPortals = (userId: string) =>
  sql`(select pgu.group_id from group_users pgu join groups pg on pg.id = pgu.group_id
      where pgu.user_id = ${userId} and pg.type = 'PORTAL')`;

/** Shared with the viewer directly or with one of their groups. */
export const sharedWith = (userId: string) =>
  sql`exists (select 1 from ${publicationShares} where ${publicationShares.publicationId} = ${publications.id}
      and (${publicationShares.userId} = ${userId} or ${publicationShares.groupId} in ${myGroups(userId)}))`;

/** An investigation the user was added to as an investigator (docs/investigations.md). */
const investigating = (userId: string) =>
  sql`exists (select 1 from ${investigators} where ${investigators.publicationId} = ${publications.id}
      and ${investigators.userId} = ${userId})`;

/**
 * An order the user is assigned to or responsible for (docs/orders.md): who does the job sees it,
 * whatever its group, as an investigator sees the investigation.
 */
const onOrder = (userId: string) =>
  sql`(exists (select 1 from ${orderAssignees} where ${orderAssignees.publicationId} = ${publications.id}
      and ${orderAssignees.userId} = ${userId})
    or exists (select 1 from ${orders} where ${orders.publicationId} = ${publications.id}
      and ${orders.responsibleId} = ${userId}))`;

/** An order of a customer that a customer portal the user is a member of serves (read-only: guests never write orders). */
const portalCustomerOrder = (userId: string) =>
  sql`exists (select 1 from ${orders} where ${orders.publicationId} = ${publications.id}
      and ${orders.customerId} in (select pc.customer_id from group_users pcu join groups pc on pc.id = pcu.group_id
        where pcu.user_id = ${userId} and pc.type = 'PORTAL' and pc.customer_id is not null))`;

/**
 * Which objects a member sees (docs/objects.md): a guest only what is shared with them and what
 * the customer portals they are a member of expose (the portal's objects and the orders of the customer
 * a portal serves); a full user what is
 * in one of their groups (portals included), without a group (with the permission, or their
 * own), shared with them, or everything as the company's account administrator. Investigators
 * see the investigations they were added to; assigned and responsible members the order.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.type === "GUEST") {
    return or(
      inArray(publications.groupId, myPortals(viewer.userId)),
      sharedWith(viewer.userId),
      investigating(viewer.userId),
      onOrder(viewer.userId),
      portalCustomerOrder(viewer.userId),
    );
  }
  if (viewer.permissions.has("CompanyAccountAdmin")) return undefined;
  const withoutGroup = viewer.permissions.has("SeeObjectsWithoutGroup")
    ? isNull(publications.groupId)
    : and(isNull(publications.groupId), eq(publications.createdBy, viewer.userId));
  return or(
    inArray(publications.groupId, myGroups(viewer.userId)),
    withoutGroup,
    sharedWith(viewer.userId),
    investigating(viewer.userId),
    onOrder(viewer.userId),
  );
}

const isFull = (viewer: Viewer) => viewer.type === "DEFAULT";

export const canCreate = (v: Viewer) => isFull(v) && v.permissions.has("PublicationCreate");
export const canEdit = (v: Viewer) => isFull(v) && v.permissions.has("PublicationEdit");
export const canArchive = (v: Viewer) => isFull(v) && v.permissions.has("PublicationArchive");
export const canShare = (v: Viewer) => isFull(v) && v.permissions.has("PublicationShare");

/** Sharing an object (with people or groups, or by a link) needs canShare on it. */
export function mayShare(publication: { can: { share: boolean } }) {
  if (!publication.can.share) throw forbidden();
}

/** May the viewer break someone else's lock on an object of this type? */
export function canBreakLock(viewer: Viewer, type: string) {
  if (!isFull(viewer)) return false;
  if (type === "masterFile") return viewer.permissions.has("OverrideLockedMasterFile");
  return viewer.permissions.has("UnlockOthersLocked");
}

/**
 * The edit lock rule, as a condition of the statement that writes: `userId` may write while nobody
 * holds a live lock, they hold it, or the holder's lock is LOCK_MINUTES old. Taking the lock and
 * every content change test it in their own UPDATE, so two users never both pass.
 */
export const lockFree = (userId: string) =>
  sql`(${publications.lockedBy} is null or ${publications.lockedBy} = ${userId} or ${publications.lockedAt} is null
      or ${publications.lockedAt} <= now() - make_interval(mins => ${LOCK_MINUTES}))`;

/** A lock holds while it is younger than LOCK_MINUTES (as lockFree, for what the pages show). */
export function liveLock(lockedBy: string | null, lockedAt: Date | null, now = new Date()) {
  if (!lockedBy || !lockedAt) return null;
  return now.getTime() - lockedAt.getTime() < LOCK_MINUTES * 60_000 ? { lockedBy, lockedAt } : null;
}
