import { eq } from "drizzle-orm";
import { type Database, withTenant } from "./client";
import { companies, companyNotices, notifications, postRecipients, posts, publications } from "./schema";

/** A message thread, banner notices, and read and unread notifications of every kind. */
export async function seedActivity(
  db: Database,
  companyId: string,
  who: { admin: string; colleague: string; guest: string },
) {
  await withTenant(db, { companyIds: [companyId] }, async (tx) => {
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const objects = await tx
      .select({ id: publications.id, name: publications.name, type: publications.type })
      .from(publications)
      .where(eq(publications.companyId, companyId));
    const thread = objects.find((o) => o.type === "message");
    const object = objects[0];
    const order = objects.find((o) => o.type === "order");
    if (!company || !thread || !object) return;
    const [post] = await tx
      .insert(posts)
      .values({
        companyId,
        publicationId: thread.id,
        authorId: who.colleague,
        body: "Styrelsemötet flyttas till torsdag.",
      })
      .returning({ id: posts.id });
    if (post) await tx.insert(postRecipients).values({ companyId, postId: post.id, userId: who.admin });
    await tx.insert(companyNotices).values([
      { companyId, text: "Kontoret är stängt på fredag.", createdBy: who.admin },
      { companyId, text: "Nya rutiner för avtalsarkivet gäller från måndag.", createdBy: who.admin },
    ]);
    const sourceUser = { id: who.colleague, name: "Berit Blockerad" };
    const ref = (o: { id: string; name: string; type: string }) => ({ id: o.id, name: o.name, type: o.type });
    const kinds = [
      { type: "PUBLICATION_SHARED", sourceUser, publication: ref(object) },
      { type: "NOTICE_MANAGER", sourceUser, publication: ref(object), text: "Säg upp hyresavtal 1" },
      { type: "NOTICE_ASSIGNEE", sourceUser, publication: ref(object), text: "Förnya försäkring 2" },
      { type: "NOTICE_DUE", sourceUser: null, publication: ref(object), text: "Förläng serviceavtal 4" },
      { type: "ESIGN_SHARED", sourceUser, publication: ref(object) },
      {
        type: "ESIGN_SIGNED",
        sourceUser: null,
        sourceName: "Olle Utomstående",
        publication: ref(object),
        text: "Hyresavtal.pdf",
      },
      { type: "ESIGN_DECLINED", sourceUser, publication: ref(object), text: "Hyresavtal.pdf" },
      { type: "ESIGN_COMPLETED", sourceUser: null, publication: ref(object), text: "Hyresavtal.pdf" },
      { type: "INVESTIGATOR_ADDED", sourceUser, publication: ref(object) },
      { type: "FLOW_REQUESTED", sourceUser, publication: ref(object), text: "Granska gärna före fredag." },
      { type: "FLOW_APPROVED", sourceUser, publication: ref(object) },
      { type: "FLOW_REJECTED", sourceUser, publication: ref(object), text: "Bilaga 2 saknas." },
      { type: "ORDER_STATUS", sourceUser, publication: ref(order ?? object), text: "active" },
      {
        type: "MESSAGE",
        sourceUser,
        publication: ref(thread),
        message: { title: thread.name },
        text: "Styrelsemötet flyttas till torsdag.",
      },
    ];
    await tx.insert(notifications).values(
      kinds.map((notification, i) => ({
        companyId,
        userId: who.admin,
        viewed: i >= 4,
        data: { notification: { ...notification, company: { name: company.name } } },
      })),
    );
  });
}
