import { join } from "node:path";
import { pino } from "pino";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import { connect } from "./db/client";
import { DEMO_USERS, isEmpty, seedDemo } from "./db/seed";
import { scheduleDueReminders } from "./jobs/due-reminders";
import { createMailer } from "./outbound/mail";
import { createSmsSender } from "./outbound/sms";
import { diskStorage } from "./outbound/storage";
import { assertPortFree, prepareDataDir, StartupError } from "./startup";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Runs a start-up step; a failure the operator can act on ends the process with one line. */
async function step<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
// In this order: a second start on a busy port or a used DATA_DIR stops before it opens the data.
await step(() => assertPortFree(config.HOST, config.PORT));
await step(() => prepareDataDir(config.DATA_DIR));
const database = await step(() => connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
await step(() =>
  database.migrate().catch((error: Error) => {
    throw new StartupError(
      `The database could not be prepared (${error.message}): check DATABASE_URL, or the embedded database in DATA_DIR.`,
    );
  }),
);

const log = pino(
  config.NODE_ENV === "development"
    ? { level: config.LOG_LEVEL, transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
    : { level: config.LOG_LEVEL },
);
const deps = {
  config,
  db: database.db,
  mail: createMailer(config, database.db, log),
  sms: createSmsSender(config, database.db, log),
  storage: diskStorage(join(config.DATA_DIR, "files")),
};
const app = await buildApp(deps, {
  logger: log,
  disk: config.DATABASE_URL ? undefined : { dir: config.DATA_DIR, reserveMb: config.DISK_RESERVE_MB },
});

if (config.demo && (await isEmpty(database.db))) {
  await seedDemo(database.db, { password: config.DEMO_PASSWORD, storage: deps.storage, keypassKey: config.keypassKey });
  app.log.info("Demo data seeded.");
}

const stopJobs = scheduleDueReminders({ ...deps, realtime: app.realtime }, app.log);

let stopping = false;
const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  // Open sockets or a stuck query must not keep a stopped server alive.
  setTimeout(() => process.exit(code), 10_000).unref();
  stopJobs();
  await app.close();
  await database.close();
  process.exit(code);
};
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

try {
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  // Taken between the check at start and now.
  console.error(`Port ${config.PORT} on ${config.HOST} cannot be used (${(error as Error).message}).`);
  await shutdown(1);
}
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.PORT;
console.log(`\nWorkspace is running at http://localhost:${port}`);
if (config.demo) {
  console.log(`Demo logins (password ${config.DEMO_PASSWORD}):`);
  console.log(`  ${DEMO_USERS.admin}    full user with every permission in two companies`);
  console.log(`  ${DEMO_USERS.sms}      company that requires an SMS code (the code is printed in this log)`);
  console.log(`  ${DEMO_USERS.guest}     guest (limited user) in one company`);
  console.log(`  ${DEMO_USERS.blocked}  blocked from the web in one company\n`);
}
