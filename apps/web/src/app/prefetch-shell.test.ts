import { waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { noticeKeys } from "../features/company-notices/api/keys";
import { connectNavigation } from "../lib/api-client";
import { queryKeys } from "../lib/query-keys";
import { storeSelection } from "../lib/storage";
import { bygg, company, server, signIn, user } from "../test/server";
import { prefetchShell } from "./prefetch-shell";
import { createQueryClient } from "./query-client";

const notice = {
  id: "44444444-4444-4444-8444-444444444444",
  text: "Byggmöte på fredag",
  startsOn: null,
  endsOn: null,
  createdAt: "2026-11-01T08:00:00.000Z",
};

describe("prefetchShell", () => {
  it("asks for the banner's notices and the permissions in the company selected last, before any screen renders", async () => {
    signIn();
    storeSelection({ userId: user.id, company: bygg });
    server.use(
      http.get("/api/users/:userId/permissions", ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get("companyId") === bygg.id ? ["Tasks"] : []),
      ),
      http.get("/api/companies/:companyId/company-notices", ({ params }) =>
        HttpResponse.json(params.companyId === bygg.id ? [notice] : []),
      ),
    );
    const queryClient = createQueryClient();
    prefetchShell(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.permissions(user.id, bygg.id))).toEqual(["Tasks"]));
    await waitFor(() => expect(queryClient.getQueryData(noticeKeys.current(user.id, bygg.id))).toEqual([notice]));
    await waitFor(() => expect(queryClient.getQueryData(noticeKeys.system(user.id))).toEqual([]));
  });

  it("sends nobody to an error page when the company selected last is no longer the user's", async () => {
    const gone = company({ id: "55555555-5555-4555-8555-555555555555", name: "Nedlagt AB" });
    signIn();
    storeSelection({ userId: user.id, company: gone });
    server.use(
      http.get("/api/users/:userId/permissions", () =>
        HttpResponse.json({ code: "NOT_FOUND", message: "Company not found." }, { status: 404 }),
      ),
    );
    const navigate = vi.fn();
    connectNavigation({ navigate, location: () => "/list/reminder" });
    const queryClient = createQueryClient();
    prefetchShell(queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.permissions(user.id, gone.id))?.status).toBe("error"),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("asks nothing for a company another user selected, and nothing at all without a stored session", async () => {
    signIn();
    storeSelection({ userId: "66666666-6666-4666-8666-666666666666", company: bygg });
    const queryClient = createQueryClient();
    prefetchShell(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(noticeKeys.system(user.id))).toEqual([]));
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([noticeKeys.system(user.id)]);

    localStorage.clear();
    const signedOut = createQueryClient();
    prefetchShell(signedOut);
    expect(signedOut.getQueryCache().getAll()).toEqual([]);
  });
});
