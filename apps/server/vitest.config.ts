import { defineConfig } from "vitest/config";

// The file tests run twice: with files on disk (the default) and in an S3-protocol server.
const fileTests = [
  "src/outbound/storage.test.ts",
  "src/jobs/upload-sweep.test.ts",
  "src/modules/files/*.test.ts",
  "src/modules/company-files/*.test.ts",
  "src/modules/units/*.test.ts",
  "src/modules/gdpr/erase.test.ts",
];

export default defineConfig({
  test: {
    globalSetup: ["./test/global-setup.ts"],
    // The default output, then which groups were skipped for want of PostgreSQL, Redis or caddy.
    reporters: ["default", "./test/skip-reporter.ts"],
    env: { NODE_ENV: "test" },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "server", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } },
      { extends: true, test: { name: "s3", include: fileTests, env: { TEST_STORAGE: "s3" } } },
    ],
  },
});
