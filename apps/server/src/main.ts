import { pino } from "pino";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import { connect } from "./db/client";
import { scheduleAuditRetention } from "./jobs/audit-retention";
import { scheduleDueReminders } from "./jobs/due-reminders";
import { scheduleEmbeddedStatistics } from "./jobs/embedded-statistics";
import { scheduleEsignDeadlines } from "./jobs/esign-deadlines";
import { scheduleEsignReminders } from "./jobs/esign-reminders";
import { scheduleIdempotencyExpiry } from "./jobs/idempotency-expiry";
import { scheduleOrderSubscriptions } from "./jobs/order-subscriptions";
import { outboxJob } from "./jobs/outbox";
import { scheduleSkillExpiry } from "./jobs/skill-expiry";
import { scheduleStorageRemovals } from "./jobs/storage-removals";
import { scheduleTaskDue } from "./jobs/task-due";
import { scheduleUploadSweep } from "./jobs/upload-sweep";
import { smtpTransport } from "./outbound/mail";
import { outboxSender } from "./outbound/outbox";
import { smsTransport } from "./outbound/sms";
import { openStorage } from "./outbound/storage";
import { assertPortFree, limitHeapGrowth, prepareDataDir, StartupError } from "./startup";

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

limitHeapGrowth();
const config = readConfig();
// In this order: a second start on a busy port or a used DATA_DIR stops before it opens the data.
await step(() => assertPortFree(config.HOST, config.PORT));
await step(() => prepareDataDir(config.DATA_DIR));
const storage = await step(() =>
  openStorage(config).catch((error: Error) => {
    throw new StartupError(error.message);
  }),
);
const database = await step(() => connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));

const log = pino(
  config.NODE_ENV === "development"
    ? { level: config.LOG_LEVEL, transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
    : { level: config.LOG_LEVEL },
);

// Processes that start together migrate (and seed) once: the others wait, then find it done.
await step(() =>
  database.exclusive(async () => {
    await database.migrate().catch((error: Error) => {
      throw new StartupError(
        `The database could not be prepared (${error.message}): check DATABASE_URL, or the embedded database in DATA_DIR.`,
      );
    });
    if (!config.demo) return;
    // The demo data's code (with the PDF and image libraries it uses) loads only when it is needed.
    const { isEmpty, seedDemo } = await import("./db/seed");
    if (await isEmpty(database.db)) {
      await seedDemo(database.db, { password: config.DEMO_PASSWORD, storage, config });
      log.info("Demo data seeded.");
    }
  }),
);

const outbox = outboxJob(database.db, { email: smtpTransport(config, storage), sms: smsTransport(config) }, log);
const deps = {
  config,
  db: database.db,
  mail: outboxSender(database.db, "email", outbox.wake),
  sms: outboxSender(database.db, "sms", outbox.wake),
  storage,
};
const app = await buildApp(deps, {
  logger: log,
  disk: config.DATABASE_URL ? undefined : { dir: config.DATA_DIR, reserveMb: config.DISK_RESERVE_MB },
});

const stopJobs = [
  scheduleDueReminders({ ...deps, realtime: app.realtime }, app.log),
  scheduleSkillExpiry({ ...deps, realtime: app.realtime }, app.log),
  scheduleTaskDue({ ...deps, realtime: app.realtime }, app.log),
  scheduleUploadSweep(deps, app.log),
  scheduleStorageRemovals(deps, app.log),
  scheduleEsignDeadlines(deps, app.log),
  scheduleEsignReminders({ ...deps, realtime: app.realtime }, app.log),
  scheduleAuditRetention(deps, app.log),
  scheduleIdempotencyExpiry(deps, app.log),
  scheduleOrderSubscriptions(deps, app.log),
  scheduleEmbeddedStatistics(deps, app.log),
  outbox.start(),
];

/** How long requests in flight may take to finish once the process is told to stop. */
const SHUTDOWN_GRACE_MS = 15_000;
let stopping = false;
// Stops taking connections, closes the sockets (clients reconnect, through the proxy, to another
// process), lets the requests in flight finish, then closes the database.
const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  app.log.info("stopping: finishing the requests in flight");
  // Open sockets or a stuck query must not keep a stopped server alive.
  setTimeout(() => {
    app.log.warn(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s; stopping anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  for (const stop of stopJobs) stop();
  await app.close();
  await database.close();
  app.log.info("stopped");
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
  const { DEMO_USERS } = await import("./db/seed");
  console.log(`Demo logins (password ${config.DEMO_PASSWORD}):`);
  console.log(`  ${DEMO_USERS.admin}    full user with every permission in two companies`);
  console.log(`  ${DEMO_USERS.sms}      company that requires an SMS code (the code is printed in this log)`);
  console.log(`  ${DEMO_USERS.guest}     guest (limited user) in one company`);
  console.log(`  ${DEMO_USERS.blocked}  blocked from the web in one company\n`);
}
