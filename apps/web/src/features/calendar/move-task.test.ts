import type { Task } from "@app/contract";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, signIn, user } from "../../test/server";
import { movedTask, moveTask } from "./api/move-task";
import { dropped } from "./drop";
import { fromItem } from "./entries";
import { calendarCompany, item } from "./test-utils";

const task: Task = {
  id: "abababab-abab-4bab-8bab-abababababab",
  company: { id: calendarCompany.id },
  publication: null,
  title: "Ring revisorn",
  description: "",
  type: "todo",
  importance: "NORMAL",
  startDate: "2026-11-14",
  startTime: null,
  dueDate: "2026-11-16",
  dueTime: "09:00",
  members: [],
  visibility: "PUBLIC",
  estimateMinutes: null,
  spentMinutes: 0,
  subTasks: [],
  done: false,
  doneAt: null,
  repeat: "FREQ=WEEKLY",
  seriesId: "cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd",
  createdBy: { id: user.id, name: user.name },
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  version: 3,
};

const move = { companyId: calendarCompany.id, taskId: task.id, from: "2026-11-16", to: "2026-11-19", time: null };

function mockTaskApi(put: (body: unknown) => Response) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  server.use(
    http.get("/api/companies/:companyId/tasks/:taskId", ({ request }) => {
      calls.push({ method: "GET", path: new URL(request.url).pathname });
      return HttpResponse.json(task);
    }),
    http.put("/api/companies/:companyId/tasks/:taskId", async ({ request }) => {
      const body = await request.json();
      calls.push({ method: "PUT", path: new URL(request.url).pathname, body });
      return put(body);
    }),
  );
  return calls;
}

describe("dropping a task on another day", () => {
  it("moves the due date by the days the entry was dragged, by its first day when it spans several", () => {
    const single = fromItem(item({ kind: "task", title: "Ring", date: "2026-11-16" }));
    expect(dropped(single, new Date(2026, 10, 19), true)).toEqual({ from: "2026-11-16", to: "2026-11-19", time: null });
    const spanning = fromItem(item({ kind: "task", title: "Flytt", date: "2026-11-18", startDate: "2026-11-16" }));
    expect(dropped(spanning, new Date(2026, 10, 23), true)).toEqual({
      from: "2026-11-18",
      to: "2026-11-25",
      time: null,
    });
    expect(dropped(single, new Date(2026, 10, 17, 14, 30), false)).toEqual({
      from: "2026-11-16",
      to: "2026-11-17",
      time: "14:30",
    });
  });

  it("shifts the due and start dates by the same days, for this occurrence, on the version read", () => {
    expect(movedTask(task, { from: "2026-11-16", to: "2026-11-19", time: null })).toEqual({
      dueDate: "2026-11-19",
      startDate: "2026-11-17",
      version: 3,
      scope: "this",
    });
    // Across the change to winter time and back a week: whole days still.
    expect(movedTask({ ...task, startDate: null }, { from: "2026-10-30", to: "2026-10-23", time: "14:30" })).toEqual({
      dueDate: "2026-11-09",
      dueTime: "14:30",
      version: 3,
      scope: "this",
    });
  });

  it("reads the task for its version, then saves it with the new date and scope this", async () => {
    const calls = mockTaskApi(() => HttpResponse.json({ task: { ...task, dueDate: "2026-11-19" }, next: null }));
    signIn();
    await moveTask(move);
    const path = `/api/companies/${calendarCompany.id}/tasks/${task.id}`;
    expect(calls).toEqual([
      { method: "GET", path },
      { method: "PUT", path, body: { dueDate: "2026-11-19", startDate: "2026-11-17", version: 3, scope: "this" } },
    ]);
  });

  it("fails when the save is refused, so the calendar puts the task back", async () => {
    mockTaskApi(() =>
      HttpResponse.json({ code: "STALE_VERSION", message: "Changed meanwhile.", current: task }, { status: 409 }),
    );
    signIn();
    await expect(moveTask(move)).rejects.toMatchObject({ status: 409 });
  });
});
