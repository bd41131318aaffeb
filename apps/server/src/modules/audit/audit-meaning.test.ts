import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiToken, createObject } from "../../../test/factories";
import { appWithTwoCompanies, createGroup } from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";
import { rowsOf } from "../../db/client";
import { verifyChain } from "./audit.service";

/** Events of meaning written by the app besides the trigger's row events (docs/audit.md). */
const { t, fx } = appWithTwoCompanies([
  ...editor,
  "UnlockOthersLocked",
  "AuditLogs",
  "UsersEdit",
  "FullUserPermissionsEdit",
  "CompanyAccountAdmin",
  "DocumentReminders",
]);

interface Stored {
  action: string;
  kind: string;
  entity_id: string | null;
  object_id: string | null;
  subject_user_id: string | null;
  label: string | null;
  actor_user_id: string | null;
  changes: Record<string, [unknown, unknown]> | null;
}

/** The company's events of one action, oldest first (the owner's connection). */
const eventsOf = async (companyId: string, action: string) =>
  rowsOf<Stored>(
    await t.deps.db.execute(
      sql`select action, kind, entity_id, object_id, subject_user_id, label, actor_user_id, changes
          from audit_events where company_id = ${companyId} and action = ${action} order by audit_events.id`,
    ),
  );

describe("events of meaning", () => {
  it("records share and unshare with a member and with a group, naming the object and the member", async () => {
    const c = fx.a.company.id;
    const reader = await newMember(t, c, []);
    const group = await createGroup(t.deps.db, c, "Board", [reader.user.id]);
    const object = await createObject(t, fx.a, c, { name: "Lease 2027" });
    const shares = publicationsUrl(c, `/${object.id}/shares`);
    const withUser = await t.api.as(fx.a).post(shares, { userId: reader.user.id });
    expect(withUser.statusCode).toBe(200);
    const userShare = withUser.json()[0].id as string;
    const withGroup = await t.api.as(fx.a).post(shares, { groupId: group.id });
    const groupShare = (withGroup.json() as { id: string; group: { id: string } | null }[]).find((s) => s.group)?.id;
    // Sharing again changes nothing: no second event.
    await t.api.as(fx.a).post(shares, { userId: reader.user.id });
    expect((await t.api.as(fx.a).delete(`${shares}/${userShare}`)).statusCode).toBeLessThan(300);
    expect((await t.api.as(fx.a).delete(`${shares}/${groupShare}`)).statusCode).toBeLessThan(300);

    const common = {
      kind: "publication_shares",
      object_id: object.id,
      label: "Lease 2027",
      actor_user_id: fx.a.user.id,
    };
    expect(await eventsOf(c, "share")).toEqual([
      {
        ...common,
        action: "share",
        entity_id: userShare,
        subject_user_id: reader.user.id,
        changes: { userId: [null, reader.user.id] },
      },
      {
        ...common,
        action: "share",
        entity_id: groupShare,
        subject_user_id: null,
        changes: { groupId: [null, group.id] },
      },
    ]);
    expect(await eventsOf(c, "unshare")).toEqual([
      {
        ...common,
        action: "unshare",
        entity_id: userShare,
        subject_user_id: reader.user.id,
        changes: { userId: [reader.user.id, null] },
      },
      {
        ...common,
        action: "unshare",
        entity_id: groupShare,
        subject_user_id: null,
        changes: { groupId: [group.id, null] },
      },
    ]);
    // The object's History reads them.
    const history = await t.api.as(fx.a).get(`/api/companies/${c}/audit?objectId=${object.id}&action=share`);
    expect(history.json().items).toHaveLength(2);
    expect((await verifyChain(t.deps.db, c)).broken).toBeNull();
  });

  it("records taking, breaking and releasing an edit lock, not its renewal", async () => {
    const c = fx.a.company.id;
    const colleague = await newMember(t, c, editor);
    const object = await createObject(t, fx.a, c, { name: "Contract" });
    const lock = publicationsUrl(c, `/${object.id}/lock`);
    expect((await t.api.as(colleague).post(lock)).statusCode).toBe(200);
    expect((await t.api.as(colleague).post(lock)).statusCode).toBe(200);
    expect((await t.api.as(fx.a).post(lock)).statusCode).toBe(409);
    expect((await t.api.as(fx.a).post(`${lock}?force=true`)).statusCode).toBe(200);
    expect((await t.api.as(fx.a).delete(lock)).statusCode).toBe(200);
    // Nothing held: no event.
    expect((await t.api.as(fx.a).delete(lock)).statusCode).toBe(200);

    const common = { kind: "publications", entity_id: object.id, object_id: object.id, label: "Contract" };
    expect(await eventsOf(c, "lock")).toEqual([
      {
        ...common,
        action: "lock",
        actor_user_id: colleague.user.id,
        subject_user_id: null,
        changes: { lockedBy: [null, colleague.user.id] },
      },
      {
        ...common,
        action: "lock",
        actor_user_id: fx.a.user.id,
        subject_user_id: colleague.user.id,
        changes: { lockedBy: [colleague.user.id, fx.a.user.id] },
      },
    ]);
    expect(await eventsOf(c, "unlock")).toEqual([
      {
        ...common,
        action: "unlock",
        actor_user_id: fx.a.user.id,
        subject_user_id: null,
        changes: { lockedBy: [fx.a.user.id, null] },
      },
    ]);
  });

  it("records a member's permissions set, their loss on becoming a guest, and an API token's grant and revocation", async () => {
    const c = fx.a.company.id;
    const member = await newMember(t, c, ["DocumentReminders"]);
    const permissions = `/api/users/${member.user.id}/permissions?companyId=${c}`;
    const set = await t.api.as(fx.a).put(permissions, ["UsersEdit", "DocumentReminders", "PublicationEdit"]);
    expect(set.statusCode).toBe(200);
    // The same again: no event.
    await t.api.as(fx.a).put(permissions, ["PublicationEdit", "DocumentReminders", "UsersEdit"]);
    const made = await t.api.as(fx.a).put(`/api/companies/${c}/users/${member.user.id}`, {
      name: member.user.name,
      email: member.user.email,
      type: "GUEST",
      features: { denyLoginOnWeb: false },
    });
    expect(made.statusCode, made.body).toBe(200);

    const changes = (await eventsOf(c, "permission_change")).filter((e) => e.subject_user_id === member.user.id);
    const common = {
      action: "permission_change",
      kind: "permissions",
      entity_id: member.user.id,
      actor_user_id: fx.a.user.id,
    };
    expect(changes).toEqual([
      {
        ...common,
        subject_user_id: member.user.id,
        object_id: null,
        label: null,
        changes: {
          permissions: [["DocumentReminders"], ["DocumentReminders", "PublicationEdit", "UsersEdit"]],
        },
      },
      {
        ...common,
        subject_user_id: member.user.id,
        object_id: null,
        label: null,
        changes: {
          permissions: [
            ["DocumentReminders", "PublicationEdit", "UsersEdit"],
            ["DocumentReminders", "PublicationEdit"],
          ],
        },
      },
    ]);

    const token = await createApiToken(t, fx.a, c, { name: "Integration", permissions: ["PublicationEdit"] });
    expect((await t.api.as(fx.a).delete(`/api/companies/admin/tokens/${token.id}?companyId=${c}`)).statusCode).toBe(
      200,
    );
    const tokenEvents = (await eventsOf(c, "permission_change")).filter((e) => e.kind === "api_tokens");
    const tokenCommon = {
      ...common,
      kind: "api_tokens",
      entity_id: token.id,
      subject_user_id: fx.a.user.id,
      object_id: null,
    };
    expect(tokenEvents).toEqual([
      { ...tokenCommon, label: "Integration", changes: { permissions: [[], ["PublicationEdit"]] } },
      { ...tokenCommon, label: "Integration", changes: { permissions: [["PublicationEdit"], []] } },
    ]);
    expect(JSON.stringify(tokenEvents)).not.toContain(token.token);
  });

  it("records the audit CSV's export with its filters, before the file is read, so the file has it", async () => {
    const c = fx.b.company.id;
    const response = await t.api.as(fx.b).get(`/api/companies/${c}/audit.csv?action=share&kind=publication_shares`);
    expect(response.statusCode).toBe(200);
    expect(await eventsOf(c, "export")).toEqual([
      {
        action: "export",
        kind: "audit_events",
        entity_id: null,
        object_id: null,
        subject_user_id: null,
        label: "audit.csv",
        actor_user_id: fx.b.user.id,
        changes: { action: [null, "share"], kind: [null, "publication_shares"] },
      },
    ]);
    const all = await t.api.as(fx.b).get(`/api/companies/${c}/audit.csv?action=export`);
    expect(all.body.split("\r\n").filter(Boolean)).toHaveLength(3);
    // Refused: no event.
    const reader = await newMember(t, c, []);
    expect((await t.api.as(reader).get(`/api/companies/${c}/audit.csv`)).statusCode).toBe(403);
    expect(await eventsOf(c, "export")).toHaveLength(2);
    expect(await eventsOf(fx.a.company.id, "export")).toEqual([]);
  });
});
