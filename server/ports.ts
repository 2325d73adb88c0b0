// Replaceable parts of the server (mail transport, product source, image search, clock, ...).
// Each module augments this interface with its own ports and builds a default from the
// configuration when a test or the composition in main.ts does not pass one:
//
//   declare module '../../ports.ts' { interface ServerPorts { mail: MailPort } }
import type { Db } from './db/database.ts';
import type { ServerConfig } from './config.ts';
import type { JobQueue } from './jobs/port.ts';

export interface ServerPorts {
  /** The clock; tests pass a fixed one. */
  now: () => Date;
}

export interface ModuleDeps {
  db: Db;
  config: ServerConfig;
  /** Background work (server/jobs/port.ts): enqueued in the transaction of the change that calls for it. */
  jobs: JobQueue;
  ports: Partial<ServerPorts> & { now: () => Date };
}
