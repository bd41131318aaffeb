import type { Permission } from "@app/contract";
import { or, type SQL, sql } from "drizzle-orm";
import { esignRequests, esignSigners } from "../../db/schema";
import { forbidden } from "../../lib/errors";

export interface EsignViewer {
  userId: string;
  permissions: ReadonlySet<Permission>;
}

/** Whether the viewer sees every request of the company (the e-sign permission of the spec's section 6). */
const seesAll = (viewer: EsignViewer) => viewer.permissions.has("Esign");

/** Which requests a member sees: those they made, those they are asked in, or all with the e-sign permission. */
export function visibleRequests(viewer: EsignViewer): SQL | undefined {
  if (seesAll(viewer)) return undefined;
  return or(
    sql`${esignRequests.requestedBy} = ${viewer.userId}`,
    sql`exists (select 1 from ${esignSigners} s where s.request_id = ${esignRequests.id} and s.user_id = ${viewer.userId})`,
  );
}

/** Reminding and cancelling: the requester, or a member who sees every request. */
export function mayManage(viewer: EsignViewer, request: { requestedBy: string | null }) {
  if (request.requestedBy !== viewer.userId && !seesAll(viewer)) throw forbidden();
}
