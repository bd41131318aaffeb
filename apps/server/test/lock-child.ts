// A process that takes DATA_DIR's lock when told (test/data-lock.test.ts): stdin "take <dir> <at ms>"
// takes it at that moment and answers "owner" or "busy"; "release" lets it go and answers "released".
import { createInterface } from "node:readline";
import { lockDataDir, StartupError } from "../src/startup";

let release: (() => void) | undefined;
process.stdout.write("ready\n");
for await (const line of createInterface({ input: process.stdin })) {
  const [command, dir = "", at = "0"] = line.split(" ");
  if (command === "take") {
    while (Date.now() < Number(at)) {
      // Every process takes the lock at the same moment.
    }
    try {
      release = lockDataDir(dir);
      process.stdout.write("owner\n");
    } catch (error) {
      process.stdout.write(error instanceof StartupError ? "busy\n" : `failed ${(error as Error).message}\n`);
    }
  } else if (command === "release") {
    release?.();
    release = undefined;
    process.stdout.write("released\n");
  }
}
