import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Sender } from "./outbound/outbox";
import type { Storage } from "./outbound/storage";
import type { Realtime } from "./realtime/realtime";

/** What the modules need from the outside world; tests build it with the real database. */
export interface Deps {
  config: Config;
  db: Database;
  mail: Sender;
  sms: Sender;
  storage: Storage;
  realtime: Realtime;
}

/** What buildApp is given; it adds the realtime server itself. */
export type BaseDeps = Omit<Deps, "realtime">;
