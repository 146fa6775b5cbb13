import type { LocalConfig } from "./config.ts";
import type { LocalDb } from "./db.ts";
import type { Inbox } from "./inbox.ts";

/** What every part of the embedded backend receives. */
export type LocalContext = {
  config: LocalConfig;
  db: LocalDb;
  inbox: Inbox;
};
