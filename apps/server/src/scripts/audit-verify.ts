// Checks a company's audit chain (docs/audit.md): npm run audit:verify -w apps/server -- <companyId>
// Reads DATABASE_URL / DATA_DIR as the server does; with the embedded database, stop the server first.
import { z } from "zod/mini";
import { loadConfig } from "../config";
import { connect } from "../db/client";
import { verifyChain } from "../modules/audit/audit.service";

const companyId = z.uuid().safeParse(process.argv[2]);
if (!companyId.success) {
  console.error("Usage: npm run audit:verify -w apps/server -- <companyId>");
  process.exit(2);
}
const config = loadConfig();
const database = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const { events, broken } = await verifyChain(database.db, companyId.data);
  if (!broken) {
    console.log(`The chain of ${companyId.data} verifies: ${events} events.`);
  } else {
    const where = broken.eventId ? `at event ${broken.eventId}` : "at its end (the last events are missing)";
    console.log(`The chain of ${companyId.data} is broken ${where} (${broken.reason}), after ${events} good events.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
