import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createObject } from "../../../test/factories";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";
import { keypassSecrets } from "../../db/schema";

const { t, fx } = appWithTwoCompanies([...editor, "Keypass"]);

const secrets = (companyId: string, publicationId: string, rest = "") =>
  publicationsUrl(companyId, `/${publicationId}/secrets${rest}`);

async function addSecret(companyId: string, token: string, publicationId: string, secret = "hunter2-very-secret") {
  return t.api.as(token).post(secrets(companyId, publicationId), { label: "Router", username: "admin", secret });
}

describe("keypass", () => {
  it("stores secrets encrypted, lists them masked and records every reveal", async () => {
    const vault = await createObject(t, fx.a, fx.a.company.id, { type: "keypass", name: "Office" });
    const created = await addSecret(fx.a.company.id, fx.a.token, vault.id);
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain("hunter2");

    const [row] = await t.deps.db.select().from(keypassSecrets).where(eq(keypassSecrets.id, created.json().id));
    expect(row?.secret).toMatch(/^v1:/);
    expect(row?.secret).not.toContain("hunter2");
    expect(Buffer.from(row?.secret.slice(3) ?? "", "base64").toString("latin1")).not.toContain("hunter2");

    const list = await t.api.as(fx.a).get(secrets(fx.a.company.id, vault.id));
    expect(list.json()).toMatchObject([{ label: "Router", username: "admin" }]);
    expect(list.body).not.toContain("hunter2");

    const path = secrets(fx.a.company.id, vault.id, `/${created.json().id}`);
    const reveal = await t.api.as(fx.a).post(`${path}/reveal`);
    expect(reveal.json()).toEqual({ secret: "hunter2-very-secret" });
    const log = await t.api.as(fx.a).get(`${path}/reveals`);
    expect(log.json()).toMatchObject([{ user: { id: fx.a.user.id, name: fx.a.user.name } }]);

    const changed = await t.api.as(fx.a).put(path, { label: "Router", username: "root", secret: "new-secret" });
    expect(changed.json().username).toBe("root");
    expect((await t.api.as(fx.a).post(`${path}/reveal`)).json().secret).toBe("new-secret");
    expect((await t.api.as(fx.a).delete(path)).statusCode).toBe(200);
    expect((await t.api.as(fx.a).post(`${path}/reveal`)).statusCode).toBe(404);
  });

  it("needs the Keypass permission and a keypass object, and validates input", async () => {
    const vault = await createObject(t, fx.a, fx.a.company.id, { type: "keypass", name: "Vault" });
    const note = await createObject(t, fx.a, fx.a.company.id, { name: "Note" });
    const noKeypass = await newMember(t, fx.a.company.id, editor);
    expect((await addSecret(fx.a.company.id, noKeypass.token, vault.id)).statusCode).toBe(403);
    expect((await t.api.as(noKeypass).get(secrets(fx.a.company.id, vault.id))).statusCode).toBe(403);
    expect((await addSecret(fx.a.company.id, fx.a.token, note.id)).statusCode).toBe(404);
    expect((await addSecret(fx.a.company.id, fx.a.token, vault.id, "")).statusCode).toBe(400);
  });

  it("answers 404 for another company's vault and 401 without a token", async () => {
    const theirs = await createObject(t, fx.b, fx.b.company.id, { type: "keypass", name: "B vault" });
    const secret = (await addSecret(fx.b.company.id, fx.b.token, theirs.id)).json();
    const reveal = await t.api.as(fx.a).post(secrets(fx.a.company.id, theirs.id, `/${secret.id}/reveal`));
    expect(reveal.statusCode).toBe(404);
    expect(reveal.body).not.toContain("hunter2");
    expect((await addSecret(fx.a.company.id, fx.a.token, theirs.id)).statusCode).toBe(404);
    expect((await t.api.anonymous().get(secrets(fx.b.company.id, theirs.id))).statusCode).toBe(401);
  });
});
