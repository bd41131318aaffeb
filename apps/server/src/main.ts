import { join } from "node:path";
import { pino } from "pino";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import { connect } from "./db/client";
import { DEMO_USERS, isEmpty, seedDemo } from "./db/seed";
import { scheduleDueReminders } from "./jobs/due-reminders";
import { outboxJob } from "./jobs/outbox";
import { smtpTransport } from "./outbound/mail";
import { outboxSender } from "./outbound/outbox";
import { smsTransport } from "./outbound/sms";
import { diskStorage } from "./outbound/storage";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const config = readConfig();
const database = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();

const log = pino(
  config.NODE_ENV === "development"
    ? { level: config.LOG_LEVEL, transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
    : { level: config.LOG_LEVEL },
);
const outbox = outboxJob(database.db, { email: smtpTransport(config), sms: smsTransport(config) }, log);
const deps = {
  config,
  db: database.db,
  mail: outboxSender(database.db, "email", outbox.wake),
  sms: outboxSender(database.db, "sms", outbox.wake),
  storage: diskStorage(join(config.DATA_DIR, "files")),
};
const app = await buildApp(deps, { logger: log });

if (config.demo && (await isEmpty(database.db))) {
  await seedDemo(database.db, { password: config.DEMO_PASSWORD, storage: deps.storage, keypassKey: config.keypassKey });
  app.log.info("Demo data seeded.");
}

const stopJobs = scheduleDueReminders({ ...deps, realtime: app.realtime }, app.log);
const stopOutbox = outbox.start();

const shutdown = async () => {
  stopJobs();
  stopOutbox();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

await app.listen({ host: config.HOST, port: config.PORT });
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
