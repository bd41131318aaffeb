import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export const HEALTH_TIMEOUT_MS = 3000;

/** Why the database is not usable now, or undefined; never waits longer than HEALTH_TIMEOUT_MS. */
export async function databaseProblem(db: Database) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the database did not answer within ${HEALTH_TIMEOUT_MS} ms`), HEALTH_TIMEOUT_MS);
  });
  const answer = db.execute(sql`select 1`).then(
    () => undefined,
    (error: Error) => `the database failed: ${error.message}`,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
