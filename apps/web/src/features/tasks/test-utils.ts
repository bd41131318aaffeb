import type { Publication, Task } from "@app/contract";
import { HttpResponse, http } from "msw";
import { company, server, user } from "../../test/server";

export const tasksCompany = company({
  id: "44444444-4444-4444-8444-444444444444",
  name: "Nordisk Handel AB",
  enabledFeatures: {
    customers: false,
    documentReminder: false,
    investigation: false,
    publicationTypes: ["note"],
    esign: false,
    skills: false,
  },
});

export const anna = { id: user.id, name: user.name, hasAvatar: false };
export const berit = { id: "55555555-5555-4555-8555-555555555555", name: "Berit Berg", hasAvatar: false };
export const publicationId = "88888888-8888-4888-8888-888888888888";
const tasksApi = `/api/companies/${tasksCompany.id}/tasks`;

let n = 0;
/** A task of the test company; ids are stable per call order. */
export function task(overrides: Partial<Task> = {}): Task {
  n += 1;
  return {
    id: `77777777-7777-4777-8777-${String(n).padStart(12, "0")}`,
    company: { id: tasksCompany.id },
    publication: null,
    title: `Task ${n}`,
    description: "",
    type: "todo",
    importance: "NORMAL",
    startDate: null,
    startTime: null,
    dueDate: "2026-03-02",
    dueTime: null,
    members: [anna],
    visibility: "PUBLIC",
    estimateMinutes: null,
    spentMinutes: 0,
    subTasks: [],
    done: false,
    doneAt: null,
    repeat: null,
    seriesId: null,
    createdBy: anna,
    createdAt: "2026-02-01T10:00:00.000Z",
    updatedAt: "2026-02-01T10:00:00.000Z",
    version: 3,
    ...overrides,
  };
}

export function objectOf(id: string): Publication {
  return {
    id,
    companyId: tasksCompany.id,
    type: "note",
    name: "Lease, head office",
    description: "",
    objectNumber: 7,
    periodDate: null,
    status: "active",
    group: null,
    tags: [],
    updatedAt: "2026-02-01T10:00:00.000Z",
    lock: null,
    body: "",
    createdAt: "2026-02-01T10:00:00.000Z",
    createdBy: anna,
    updatedBy: null,
    version: 1,
    watched: false,
    customer: null,
    closed: false,
    can: { edit: true, archive: false, share: false, unlock: false },
  };
}

/** The requests the task API received, in order. */
export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A signed-in member of the tasks company with these permissions and tasks; a write answers
 * what `answer` gives (by default the task, changed by the body).
 */
export function mockTasksApi(tasks: Task[], permissions: string[] = ["Tasks"]) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body = request.method === "GET" || request.method === "DELETE" ? null : await request.json();
    const url = new URL(request.url);
    sent.push({ method: request.method, path: url.pathname + url.search, body });
    return body;
  };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([tasksCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get(tasksApi, async ({ request }) => {
      await record(request);
      return HttpResponse.json(tasks);
    }),
    http.get(`${tasksApi}/:taskId`, ({ params }) => {
      const found = tasks.find((t) => t.id === params.taskId);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ code: "NOT_FOUND", message: "Task not found." }, { status: 404 });
    }),
    http.get(`/api/companies/${tasksCompany.id}/users`, () =>
      HttpResponse.json(
        [anna, berit].map((m) => ({
          ...m,
          email: `${m.id}@demo.test`,
          type: "DEFAULT",
          features: { denyLoginOnWeb: false },
          hasAvatar: false,
        })),
      ),
    ),
  );
  return { sent, record, tasksApi };
}
