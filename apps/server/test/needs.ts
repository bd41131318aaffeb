import type { TestOptions } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** What a group needs that the run lacks; test/skip-reporter.ts names it at the run's end. */
    missing?: string;
  }
}

/**
 * The options of a group that runs only with what it needs: each key names a need, its value
 * whether the run has it. Without them the group is skipped, and the run's end says so and why.
 */
export function needs(what: Record<string, unknown>): TestOptions {
  const missing = Object.keys(what).filter((need) => !what[need]);
  return missing.length > 0 ? { skip: true, meta: { missing: missing.join(", ") } } : {};
}
