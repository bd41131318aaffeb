import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { anna, berit, mockTasksApi, objectOf, publicationId, task, tasksCompany } from "./test-utils";

/** Any signed-in page opens the task editor by its address. */
const page = (search: string) => `/profile/${user.id}/detail${search}`;

/** The address as the browser shows it (the editor's parameters change it without a navigation). */
const shownSearch = () => Object.fromEntries(new URLSearchParams(window.location.search));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

describe("task editor", () => {
  it("creates a weekly task on the day and object of the address, with its members, and closes", async () => {
    const { sent, record, tasksApi } = mockTasksApi([]);
    server.use(
      http.post(tasksApi, async ({ request }) => HttpResponse.json(task({ ...((await record(request)) as object) }))),
    );
    signIn();
    renderApp(page(`?task=new&due=2026-03-02&publicationId=${publicationId}`));
    const dialog = await screen.findByRole("dialog", { name: "New task" });
    await fill(await within(dialog).findByRole("textbox", { name: "Title" }), "Inspect the fire doors");
    await choose("Importance", "High");
    await choose("Type", "Service");
    await fill(within(dialog).getByRole("textbox", { name: "Due time" }), "09:30");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Members" }));
    await userEvent.click(await screen.findByRole("option", { name: /Berit Berg/ }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Private" }));
    expect(within(dialog).getByText("Only you and the task's members see it.")).toBeInTheDocument();
    await fill(within(dialog).getByRole("textbox", { name: "Estimate: Hours" }), "1");
    await fill(within(dialog).getByRole("textbox", { name: "Estimate: Minutes" }), "30");
    await choose("Repeat", "Weekly");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Monday" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Thursday" }));
    await choose("Ends", "After a number of times");
    const times = within(dialog).getByRole("textbox", { name: "Times" });
    await userEvent.clear(times);
    await userEvent.type(times, "6");
    expect(within(dialog).getByText("Every week on Monday and Thursday, 6 times.")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Create task" }));
    expect(await screen.findByText("Task created.")).toBeInTheDocument();
    const post = sent.find((request) => request.method === "POST");
    expect(post?.body).toEqual({
      title: "Inspect the fire doors",
      description: "",
      type: "service",
      importance: "HIGH",
      startDate: null,
      startTime: null,
      dueDate: "2026-03-02",
      dueTime: "09:30",
      memberIds: [anna.id, berit.id],
      visibility: "PRIVATE",
      estimateMinutes: 90,
      repeat: "FREQ=WEEKLY;BYDAY=MO,TH;COUNT=6",
      publicationId,
    });
    await waitFor(() => expect(shownSearch()).toEqual({}));
  });

  it("refuses a title of 91 characters and sends nothing", async () => {
    const { sent } = mockTasksApi([]);
    signIn();
    renderApp(page("?task=new"));
    const dialog = await screen.findByRole("dialog", { name: "New task" });
    await fill(await within(dialog).findByRole("textbox", { name: "Title" }), "x".repeat(91));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create task" }));
    expect(await within(dialog).findByText("A title may be at most 90 characters.")).toBeInTheDocument();
    expect(sent.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("makes a guest's new task without an object private, as the server asks", async () => {
    const { sent, record, tasksApi } = mockTasksApi([]);
    server.use(
      http.get("/api/companies", () => HttpResponse.json([{ ...tasksCompany, type: "GUEST" }])),
      http.post(tasksApi, async ({ request }) => HttpResponse.json(task({ ...((await record(request)) as object) }))),
    );
    signIn();
    renderApp(`/guest/${tasksCompany.id}/publications?task=new`);
    const dialog = await screen.findByRole("dialog", { name: "New task" }, { timeout: 15_000 });
    await fill(await within(dialog).findByRole("textbox", { name: "Title" }), "My own checklist");
    expect(within(dialog).getByRole("radio", { name: "Private" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create task" }));
    expect(await screen.findByText("Task created.")).toBeInTheDocument();
    expect(sent.find((request) => request.method === "POST")?.body).toMatchObject({
      title: "My own checklist",
      visibility: "PRIVATE",
      publicationId: null,
    });
  });

  it("says “Could not save the task” when the save fails and keeps what was typed", async () => {
    const { tasksApi } = mockTasksApi([]);
    server.use(http.post(tasksApi, () => HttpResponse.json({ code: "INTERNAL", message: "Boom" }, { status: 500 })));
    signIn();
    renderApp(page("?task=new"));
    const dialog = await screen.findByRole("dialog", { name: "New task" });
    await fill(await within(dialog).findByRole("textbox", { name: "Title" }), "Order new keys");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create task" }));
    expect(await screen.findByText("Could not save the task")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveValue("Order new keys");
  });

  it("asks “Only this one” or “This and all following” when a repeating task changes, and sends the choice", async () => {
    const weekly = task({ title: "Water the plants", repeat: "FREQ=WEEKLY;BYDAY=MO", seriesId: publicationId });
    const { sent, record, tasksApi } = mockTasksApi([weekly]);
    server.use(
      http.put(`${tasksApi}/:taskId`, async ({ request }) => {
        const body = (await record(request)) as object;
        return HttpResponse.json({ task: { ...weekly, ...body, version: 4 }, next: null });
      }),
    );
    signIn();
    renderApp(page(`?task=${weekly.id}`));
    const dialog = await screen.findByRole("dialog", { name: "Task" });
    const title = await within(dialog).findByRole("textbox", { name: "Title" });
    expect(within(dialog).getByText("Every week on Monday.")).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, "Water the palms");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const ask = await screen.findByRole("dialog", { name: "Change a repeating task" });
    await userEvent.click(within(ask).getByRole("button", { name: "Only this one" }));
    expect(await screen.findByText("Task saved.")).toBeInTheDocument();
    const put = sent.find((request) => request.method === "PUT");
    expect(put?.path).toBe(`${tasksApi}/${weekly.id}`);
    expect(put?.body).toMatchObject({
      title: "Water the palms",
      repeat: "FREQ=WEEKLY;BYDAY=MO",
      scope: "this",
      version: 3,
    });
    await waitFor(() => expect(shownSearch()).toEqual({}));
  });

  it("completes a repeating task and names the next occurrence's date", async () => {
    const weekly = task({ title: "Empty the bins", repeat: "FREQ=WEEKLY", dueDate: "2026-03-02" });
    const { sent, record, tasksApi } = mockTasksApi([weekly]);
    server.use(
      http.put(`${tasksApi}/:taskId`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({
          task: { ...weekly, done: true, doneAt: "2026-03-02T08:00:00.000Z", version: 4 },
          next: task({ title: "Empty the bins", repeat: "FREQ=WEEKLY", dueDate: "2026-03-09" }),
        });
      }),
    );
    signIn();
    renderApp(page(`?task=${weekly.id}`));
    const dialog = await screen.findByRole("dialog", { name: "Task" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Complete" }));
    expect(await screen.findByText("Task completed. The next one is due 2026-03-09.")).toBeInTheDocument();
    expect(sent.find((request) => request.method === "PUT")?.body).toEqual({ done: true, version: 3 });
  });

  it("deletes a repeating task with the occurrences chosen", async () => {
    const daily = task({ title: "Check the mail", repeat: "FREQ=DAILY" });
    const { sent, record, tasksApi } = mockTasksApi([daily]);
    server.use(
      http.delete(`${tasksApi}/:taskId`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ ok: true });
      }),
    );
    signIn();
    renderApp(page(`?task=${daily.id}`));
    const dialog = await screen.findByRole("dialog", { name: "Task" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("dialog", { name: "Delete a repeating task" });
    await userEvent.click(within(ask).getByRole("button", { name: "This and all following" }));
    expect(await screen.findByText("Task deleted.")).toBeInTheDocument();
    expect(sent.find((request) => request.method === "DELETE")?.path).toBe(`${tasksApi}/${daily.id}?scope=following`);
    await waitFor(() => expect(shownSearch()).toEqual({}));
  });

  it("shows who saved first when the save is stale and keeps the typed title", async () => {
    const saved = task({ title: "Call the plumber" });
    const { tasksApi } = mockTasksApi([saved]);
    server.use(
      http.put(`${tasksApi}/:taskId`, () =>
        HttpResponse.json(
          { code: "STALE_VERSION", message: "Changed", current: { ...saved, title: "Plumber called", version: 4 } },
          { status: 409 },
        ),
      ),
    );
    signIn();
    renderApp(page(`?task=${saved.id}`));
    const dialog = await screen.findByRole("dialog", { name: "Task" });
    const title = await within(dialog).findByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "Call the electrician");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Load the latest version");
    expect(title).toHaveValue("Call the electrician");
  });

  it("ticks, adds sub tasks and logs time, each saved at once", async () => {
    const withSubs = task({ subTasks: [{ id: berit.id, title: "Buy paint", done: false }], estimateMinutes: 120 });
    const { sent, record, tasksApi } = mockTasksApi([withSubs]);
    server.use(
      http.put(`${tasksApi}/:taskId/sub-tasks/:subTaskId`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ ...withSubs, subTasks: [{ id: berit.id, title: "Buy paint", done: true }] });
      }),
      http.post(`${tasksApi}/:taskId/sub-tasks`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(withSubs);
      }),
      http.post(`${tasksApi}/:taskId/time`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ ...withSubs, spentMinutes: 45 });
      }),
    );
    signIn();
    renderApp(page(`?task=${withSubs.id}`));
    const dialog = await screen.findByRole("dialog", { name: "Task" });
    await userEvent.click(await within(dialog).findByRole("checkbox", { name: "Buy paint" }));
    await waitFor(() => expect(within(dialog).getByRole("checkbox", { name: "Buy paint" })).toBeChecked());
    await fill(within(dialog).getByRole("textbox", { name: "New sub task" }), "Sand the door");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await fill(within(dialog).getByRole("textbox", { name: "Minutes to log" }), "45");
    await userEvent.click(within(dialog).getByRole("button", { name: "Log time" }));
    expect(await within(dialog).findByText("0 h 45 min of 2 h 0 min estimated")).toBeInTheDocument();
    expect(
      sent.filter((request) => request.method !== "GET").map(({ method, path, body }) => [method, path, body]),
    ).toEqual([
      ["PUT", `${tasksApi}/${withSubs.id}/sub-tasks/${berit.id}`, { done: true }],
      ["POST", `${tasksApi}/${withSubs.id}/sub-tasks`, { title: "Sand the door" }],
      ["POST", `${tasksApi}/${withSubs.id}/time`, { minutes: 45 }],
    ]);
  });

  it("is read-only without the Tasks permission", async () => {
    const shown = task({
      title: "Renew the insurance",
      subTasks: [{ id: berit.id, title: "Get quotes", done: false }],
    });
    mockTasksApi([shown], []);
    signIn();
    renderApp(page(`?task=${shown.id}`));
    const dialog = await screen.findByRole("dialog", { name: "Task" });
    expect(await within(dialog).findByText("You may read this task but not change it.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveAttribute("readonly");
    expect(within(dialog).getByRole("checkbox", { name: "Get quotes" })).toBeDisabled();
    for (const name of ["Save", "Complete", "Delete", "Add", "Log time"]) {
      expect(within(dialog).queryByRole("button", { name })).not.toBeInTheDocument();
    }
  });
});

describe("an object's tasks", () => {
  it("lists the object's tasks and opens one, or a new one on the object, in the editor", async () => {
    const tasks = [
      task({ title: "Sign the lease", done: true, members: [anna, berit] }),
      task({ title: "Measure the rooms", dueDate: "2026-04-01", dueTime: "10:00" }),
    ];
    const { sent } = mockTasksApi(tasks);
    const base = `/api/companies/${tasksCompany.id}/publications/${publicationId}`;
    server.use(
      http.get(base, () => HttpResponse.json(objectOf(publicationId))),
      http.get(`${base}/:part`, () => HttpResponse.json([])),
      http.get(`/api/companies/${tasksCompany.id}/notices`, () => HttpResponse.json([])),
      http.get(`/api/companies/${tasksCompany.id}/groups`, () => HttpResponse.json([])),
    );
    signIn();
    renderApp(`/companies/${tasksCompany.id}/publications/${publicationId}`);
    const part = await screen.findByRole("region", { name: "Tasks" });
    expect(await within(part).findByRole("button", { name: "Sign the lease" })).toBeInTheDocument();
    expect(within(part).getByRole("img", { name: "Done" })).toBeInTheDocument();
    expect(within(part).getByText("2026-04-01 10:00")).toBeInTheDocument();
    expect(within(part).getByText("BB")).toBeInTheDocument();
    expect(sent.find((request) => request.method === "GET")?.path).toContain(`publicationId=${publicationId}`);

    await userEvent.click(within(part).getByRole("button", { name: "Measure the rooms" }));
    const dialog = await screen.findByRole("dialog", { name: "Task" });
    expect(await within(dialog).findByRole("textbox", { name: "Title" })).toHaveValue("Measure the rooms");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Task" })).not.toBeInTheDocument());

    await userEvent.click(within(part).getByRole("button", { name: "New task" }));
    expect(await screen.findByRole("dialog", { name: "New task" })).toBeInTheDocument();
    expect(shownSearch()).toEqual({ task: "new", publicationId });
  });

  it("says so when the object has no tasks", async () => {
    mockTasksApi([]);
    const base = `/api/companies/${tasksCompany.id}/publications/${publicationId}`;
    server.use(
      http.get(base, () => HttpResponse.json(objectOf(publicationId))),
      http.get(`${base}/:part`, () => HttpResponse.json([])),
      http.get(`/api/companies/${tasksCompany.id}/groups`, () => HttpResponse.json([])),
    );
    signIn();
    renderApp(`/companies/${tasksCompany.id}/publications/${publicationId}`);
    const part = await screen.findByRole("region", { name: "Tasks" });
    expect(await within(part).findByText("No tasks on this object yet.")).toBeInTheDocument();
  });
});
