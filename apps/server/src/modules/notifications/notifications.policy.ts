import { sql } from "drizzle-orm";
import { companyUsers } from "../../db/schema";

/**
 * A member the company lets use the web: notifications (bell, socket, mail) reach only them. A
 * condition on company_users, for the queries of this module and of others that pick recipients.
 */
export const reachableMember = sql`not coalesce((${companyUsers.features}->>'denyLoginOnWeb')::boolean, false)`;
