import type { esignListQuerySchema } from "@app/contract";
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { esignRequests, esignSigners, publications } from "../../db/schema";
import { objectsOfCustomer } from "../publications/publications.columns";
import { type Viewer, visibleTo } from "../publications/publications.policy";
import { type EsignViewer, visibleRequests } from "./esign.policy";
import { requestColumns, type SignerRow } from "./esign.queries";

// The lists of requests: the e-sign list, an object's requests, the calendar's deadlines.

type ListQuery = z.output<typeof esignListQuerySchema>;

const sorts: Record<ListQuery["sort"], SQL> = {
  name: sql`lower(${publications.name})`,
  created: sql`${esignRequests.createdAt}`,
  deadline: sql`${esignRequests.deadline}`,
};

/** The spec's e-sign list: filters, sort with direction, then id for a stable page. */
export async function listShares(tx: Tx, companyId: string, viewer: EsignViewer, query: ListQuery) {
  const order = query.direction === "asc" ? asc : desc;
  const rows = await tx
    .select({
      id: esignRequests.id,
      createdAt: esignRequests.createdAt,
      deadline: esignRequests.deadline,
      status: esignRequests.status,
      publicationId: publications.id,
      publicationName: publications.name,
      email: esignRequests.requesterEmail,
    })
    .from(esignRequests)
    .innerJoin(publications, eq(publications.id, esignRequests.publicationId))
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        eq(esignRequests.status, query.status),
        query.deadline ? lte(esignRequests.deadline, query.deadline) : undefined,
        visibleRequests(viewer),
      ),
    )
    .orderBy(order(sorts[query.sort]), order(esignRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    deadline: row.deadline,
    status: row.status,
    publication: { id: row.publicationId, name: row.publicationName },
    sharedBy: { email: row.email },
  }));
}

/**
 * A page of the requests on a customer's objects that the viewer may see (the object by visibleTo,
 * the request by visibleRequests), newest first.
 */
export function requestsOfCustomer(
  tx: Tx,
  companyId: string,
  customerId: string,
  viewer: Viewer,
  page: { limit: number; offset: number },
) {
  return tx
    .select(requestColumns)
    .from(esignRequests)
    .innerJoin(publications, eq(publications.id, esignRequests.publicationId))
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        inArray(esignRequests.publicationId, objectsOfCustomer(companyId, customerId)),
        visibleTo(viewer),
        visibleRequests(viewer),
      ),
    )
    .orderBy(desc(esignRequests.createdAt), desc(esignRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The object's requests the viewer may see, newest first. */
export function requestsOfObject(tx: Tx, companyId: string, publicationId: string, viewer: EsignViewer) {
  return tx
    .select(requestColumns)
    .from(esignRequests)
    .innerJoin(publications, eq(publications.id, esignRequests.publicationId))
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        eq(esignRequests.publicationId, publicationId),
        visibleRequests(viewer),
      ),
    )
    .orderBy(desc(esignRequests.createdAt), desc(esignRequests.id));
}

/** Active and complete requests whose deadline is from..to, that the viewer sees, by deadline. */
export function deadlinesBetween(tx: Tx, companyId: string, viewer: EsignViewer, range: { from: string; to: string }) {
  return tx
    .select({
      id: esignRequests.id,
      deadline: esignRequests.deadline,
      status: esignRequests.status,
      publication: { id: publications.id, name: publications.name },
    })
    .from(esignRequests)
    .innerJoin(publications, eq(publications.id, esignRequests.publicationId))
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        inArray(esignRequests.status, ["active", "complete"]),
        gte(esignRequests.deadline, range.from),
        lte(esignRequests.deadline, range.to),
        visibleRequests(viewer),
      ),
    )
    .orderBy(asc(esignRequests.deadline), asc(esignRequests.id));
}

/** The signers of several requests, in their order within each. */
export function signersOfRequests(tx: Tx, companyId: string, requestIds: string[]): Promise<SignerRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(esignSigners)
    .where(and(eq(esignSigners.companyId, companyId), inArray(esignSigners.requestId, requestIds)))
    .orderBy(asc(esignSigners.position));
}
