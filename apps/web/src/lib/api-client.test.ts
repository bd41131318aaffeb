import { okSchema } from "@app/contract";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "../test/server";
import { ApiError, api, connectNavigation } from "./api-client";

const navigate = vi.fn<(to: string) => void>();
let here = "/list/reminder?page=2";

function signedIn() {
  localStorage.setItem("token", "secret-token");
  localStorage.setItem("userId", "u1");
  localStorage.setItem("language", "en");
  localStorage.setItem("selectedCompanyObj", "{}");
  localStorage.setItem("oldUser", "{}");
}

const answer = (status: number) => () =>
  HttpResponse.json({ code: status === 400 ? "VALIDATION" : "X", message: "nope", field: "name" }, { status });

beforeEach(() => {
  navigate.mockReset();
  here = "/list/reminder?page=2";
  connectNavigation({ navigate, location: () => here });
  signedIn();
});

describe("api client", () => {
  it("sends the bearer token under /api", async () => {
    let authorization: string | null = null;
    server.use(
      http.get("/api/ping", ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(api.get("/ping", okSchema)).resolves.toEqual({ ok: true });
    expect(authorization).toBe("Bearer secret-token");
  });

  it("logs out on 401 and goes to /login keeping the way back", async () => {
    server.use(http.get("/api/ping", answer(401)));
    await expect(api.get("/ping", okSchema)).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith("/login?redirect=%2Flist%2Freminder%3Fpage%3D2");
    for (const key of ["token", "userId", "language", "selectedCompanyObj", "oldUser"]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it("logs out on 401 of a non-GET too", async () => {
    server.use(http.put("/api/ping", answer(401)));
    await expect(api.put("/ping", okSchema, { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith("/login?redirect=%2Flist%2Freminder%3Fpage%3D2");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it.each([
    [403, "/403"],
    [404, "/404"],
    [500, "/error"],
    [503, "/error"],
    [400, "/error"],
  ])("sends a GET answered %i to %s", async (status, page) => {
    server.use(http.get("/api/ping", answer(status)));
    await expect(api.get("/ping", okSchema)).rejects.toMatchObject({ status });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(page);
    expect(localStorage.getItem("token")).toBe("secret-token");
  });

  it("sends a GET that gets no answer to /error", async () => {
    server.use(http.get("/api/ping", () => HttpResponse.error()));
    await expect(api.get("/ping", okSchema)).rejects.toMatchObject({ status: 0, code: "NETWORK" });
    expect(navigate).toHaveBeenCalledWith("/error");
  });

  it.each([403, 404, 500])("throws a non-GET %i as an ApiError without redirecting", async (status) => {
    server.use(http.post("/api/ping", answer(status)));
    const error = await api.post("/ping", okSchema, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: "X", message: "nope", field: "name" });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(["/login", "/login?redirect=%2F", "/reset-password?token=abc"])("redirects nothing on %s", async (page) => {
    here = page;
    for (const status of [401, 403, 404, 500]) {
      server.use(http.get("/api/ping", answer(status)));
      await expect(api.get("/ping", okSchema)).rejects.toMatchObject({ status });
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem("token")).toBe("secret-token");
  });

  it("leaves a GET's failure to the caller when asked", async () => {
    server.use(http.get("/api/ping", answer(404)));
    await expect(api.get("/ping", okSchema, { errorPages: false })).rejects.toMatchObject({ status: 404 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends each POST with an Idempotency-Key of its own, the same on its retries after a dropped connection", async () => {
    const keys: (string | null)[] = [];
    let dropped = 0;
    server.use(
      http.post("/api/ping", ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        if (dropped < 2) {
          dropped++;
          return HttpResponse.error();
        }
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(api.post("/ping", okSchema, { body: { name: "x" } })).resolves.toEqual({ ok: true });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    await api.post("/ping", okSchema, { body: { name: "x" } });
    expect(keys[3]).not.toBe(keys[0]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("gives a POST up after three tries without an answer", async () => {
    let tries = 0;
    server.use(
      http.post("/api/ping", () => {
        tries++;
        return HttpResponse.error();
      }),
    );
    await expect(api.post("/ping", okSchema, { body: {} })).rejects.toMatchObject({ status: 0, code: "NETWORK" });
    expect(tries).toBe(3);
  });
});
