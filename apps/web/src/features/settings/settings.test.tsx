import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { company, server, signIn } from "../../test/server";

const shop = company({ id: "44444444-4444-4444-8444-444444444444", name: "Butiken AB" });

describe("the settings page", () => {
  it("offers a guest only the areas a guest may open: no company files, no form-app groups", async () => {
    server.use(http.get("/api/companies", () => HttpResponse.json([{ ...shop, type: "GUEST" }])));
    signIn();
    renderApp("/settings");
    // The settings screen's code loads on first use: slow on a busy machine.
    expect(await screen.findByRole("link", { name: /Company information/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Lists/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Company files/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Form-app groups/ })).toBeNull();
  });

  it("offers a full member the company's files and form-app groups", async () => {
    server.use(http.get("/api/companies", () => HttpResponse.json([shop])));
    signIn();
    renderApp("/settings");
    expect(await screen.findByRole("link", { name: /Company files/ }, { timeout: 15_000 })).toHaveAttribute(
      "href",
      "/settings/files",
    );
    expect(screen.getByRole("link", { name: /Form-app groups/ })).toHaveAttribute("href", "/settings/form-groups");
  });

  it("offers the product categories and the company services to those who hold their permissions", async () => {
    server.use(
      http.get("/api/companies", () => HttpResponse.json([shop])),
      http.get("/api/users/:userId/permissions", () => HttpResponse.json(["ProductCategories", "CompanyServices"])),
    );
    signIn();
    renderApp("/settings");
    expect(await screen.findByRole("link", { name: /Product categories/ }, { timeout: 15_000 })).toHaveAttribute(
      "href",
      "/settings/product-categories",
    );
    expect(screen.getByRole("link", { name: /Company services/ })).toHaveAttribute(
      "href",
      "/settings/company-services",
    );
  });

  it("offers neither without their permissions", async () => {
    server.use(http.get("/api/companies", () => HttpResponse.json([shop])));
    signIn();
    renderApp("/settings");
    expect(await screen.findByRole("link", { name: /Company files/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Product categories/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Company services/ })).toBeNull();
  });
});
