import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../app/query-client";
import { isSignedInScreen } from "../../app/router";
import { queryKeys } from "../../lib/query-keys";
import { bygg, nordic, signIn, user } from "../../test/server";
import { prefetchSession } from "./prefetch-session";

describe("prefetchSession", () => {
  it("asks for the stored user and their companies before any screen renders", async () => {
    signIn();
    const queryClient = createQueryClient();
    prefetchSession(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.user(user.id))).toMatchObject({ id: user.id }));
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.companies(user.id))).toEqual(expect.arrayContaining([bygg, nordic])),
    );
  });

  it("asks nothing without a stored session", () => {
    const queryClient = createQueryClient();
    prefetchSession(queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe("isSignedInScreen", () => {
  it("is true for the screens behind the session start, false for sign-in and the public links", () => {
    expect(isSignedInScreen("/")).toBe(true);
    expect(isSignedInScreen("/list/reminder")).toBe(true);
    expect(isSignedInScreen("/companies/1/publications")).toBe(true);
    expect(isSignedInScreen("/login")).toBe(false);
    expect(isSignedInScreen("/e-sign/1/token")).toBe(false);
    expect(isSignedInScreen("/shared/1/token")).toBe(false);
    expect(isSignedInScreen("/no-such-page")).toBe(false);
  });
});
