import type { AuditEvent } from "@app/contract";
import { describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(["Tasks", "AuditLogs"]);

const url = (path: string) => `/api/companies/${fx.a.company.id}/tasks${path}`;
const auditOf = async (who: { token: string }, query: string) => {
  const answer = await t.api.as(who).get(`/api/companies/${fx.a.company.id}/audit?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().items as AuditEvent[];
};
const SECRETS = ["Salary talk", "Lower her pay", "Draft the letter"];

describe("a private task in the audit log", () => {
  it("shows its title and description only to those who may see the task; others read “a private task”", async () => {
    const member = await newMember(t, fx.a.company.id, ["AuditLogs"]);
    const auditor = await newMember(t, fx.a.company.id, ["AuditLogs"]);
    const created = await t.api.as(fx.a).post(url(""), {
      title: "Salary talk with Berit",
      description: "Lower her pay",
      visibility: "PRIVATE",
      memberIds: [member.user.id],
    });
    expect(created.statusCode).toBe(201);
    const task = created.json();
    expect((await t.api.as(fx.a).put(url(`/${task.id}`), { title: "Salary talk, second round" })).statusCode).toBe(200);
    expect((await t.api.as(fx.a).post(url(`/${task.id}/sub-tasks`), { title: "Draft the letter" })).statusCode).toBe(
      201,
    );
    const open = await t.api.as(fx.a).post(url(""), { title: "Order toner" });
    expect(open.statusCode).toBe(201);

    const forTask = `entityId=${task.id}`;
    const hidden = await auditOf(auditor, forTask);
    expect(hidden.map((e) => [e.action, e.label, e.privateTask])).toEqual([
      ["update", null, true],
      ["create", null, true],
    ]);
    expect(hidden[0]?.changes).not.toHaveProperty("title");
    expect(hidden[1]?.changes).toMatchObject({ visibility: [null, "PRIVATE"] });
    const subTasks = await auditOf(auditor, "kind=sub_tasks");
    expect(subTasks.map((e) => [e.label, e.privateTask])).toEqual([[null, true]]);
    expect(subTasks[0]?.changes).not.toHaveProperty("title");
    const everything = await t.api.as(auditor).get(`/api/companies/${fx.a.company.id}/audit?limit=200`);
    const csv = await t.api.as(auditor).get(`/api/companies/${fx.a.company.id}/audit.csv`);
    for (const secret of SECRETS) {
      expect(everything.body).not.toContain(secret);
      expect(csv.body).not.toContain(secret);
    }
    expect((await auditOf(auditor, `entityId=${open.json().id}`))[0]).toMatchObject({ label: "Order toner" });
    expect((await auditOf(auditor, `entityId=${open.json().id}`))[0]).not.toHaveProperty("privateTask");

    // Its creator and its member read it whole.
    for (const reader of [fx.a, member]) {
      const whole = await auditOf(reader, forTask);
      expect(whole.map((e) => e.label)).toEqual(["Salary talk, second round", "Salary talk with Berit"]);
      expect(whole[1]?.changes).toMatchObject({ description: [null, "Lower her pay"] });
      expect(whole.every((e) => e.privateTask === undefined)).toBe(true);
    }

    // Deleted, it stays hidden from the auditor; its creator still reads it.
    expect((await t.api.as(fx.a).delete(url(`/${task.id}`))).statusCode).toBe(200);
    const afterDelete = await auditOf(auditor, forTask);
    expect(afterDelete.map((e) => [e.action, e.label, e.privateTask])).toEqual([
      ["delete", null, true],
      ["update", null, true],
      ["create", null, true],
    ]);
    expect(afterDelete[0]?.changes).not.toHaveProperty("description");
    expect((await auditOf(fx.a, forTask))[0]).toMatchObject({ action: "delete", label: "Salary talk, second round" });
  });
});
