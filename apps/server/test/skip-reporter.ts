import type { Reporter, TestModule } from "vitest/node";
import "./needs";

/** After the summary: the groups the run skipped for want of something (test/needs.ts), and what. */
export default class SkipReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const skipped = modules.flatMap((module) =>
      [...module.children.allSuites()].flatMap((suite) => {
        const missing = suite.meta().missing;
        return missing ? [`  ${module.relativeModuleId} > ${suite.name}: needs ${missing}`] : [];
      }),
    );
    if (skipped.length > 0) {
      process.stdout.write(
        `\nGroups skipped for want of what they need (CI runs them all: .ci/run):\n${skipped.join("\n")}\n\n`,
      );
    }
  }
}
