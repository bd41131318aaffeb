import { describe, expect, it } from "vitest";
import { allPermissions, permissionGroups, permissionLabel, permissionSchema } from "./permissions";

describe("the permission catalogue", () => {
  it("has the spec's groups in order", () => {
    expect(permissionGroups.map((g) => g.key)).toEqual([
      "accountSettings",
      "users",
      "objects",
      "basicFeatures",
      "customers",
      "products",
      "order",
      "services",
    ]);
  });

  it("names the permissions the menus and rules depend on", () => {
    for (const name of [
      "CertifyDocument",
      "CompanyActivities",
      "CompanyUnits",
      "CompanyCreate",
      "FullUserPermissionsEdit",
    ]) {
      expect(allPermissions).toContain(name);
    }
  });

  it("has each permission once, with a Swedish and an English label", () => {
    expect(new Set(allPermissions).size).toBe(allPermissions.length);
    for (const group of permissionGroups) {
      for (const [key, label] of Object.entries(group.permissions)) {
        expect(label.en.trim(), key).not.toBe("");
        expect(label.se.trim(), key).not.toBe("");
      }
    }
    expect(permissionLabel("CompanyUnits", "se")).toBe("Enheter och kunskapsenheter");
  });

  it("rejects an unknown permission", () => {
    expect(permissionSchema.safeParse("Root").success).toBe(false);
  });
});
