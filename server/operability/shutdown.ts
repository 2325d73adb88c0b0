// The shutdown sequence (docs/operations.md "Shutdown"), the same for the main server and the course
// service. On SIGTERM (or SIGINT):
//   1. readiness answers 503 at once, and every answer from now on carries `Connection: close`;
//   2. the app's onShutdown hooks start (background work stops taking new jobs);
//   3. the drain period (SHUTDOWN_DRAIN_MS): requests, old and new connections alike, are still
//      served, while the balancer sees readiness fail and sends no more;
//   4. the hooks are awaited, then app.close(): the port stops accepting, idle keep-alive connections
//      are closed, requests in flight finish, onClose hooks run (timers stop);
//   5. the database is closed (afterClose) and the process exits 0.
// Past SHUTDOWN_TIMEOUT_MS after the drain, or on a second signal, it exits 1 at once.
import type { FastifyInstance } from 'fastify';

export type ShutdownHook = () => unknown;

export interface DrainOptions {
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  /** After the app is closed: the database. */
  afterClose?: () => Promise<unknown>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/** Steps 1 to 5 but the exit (tests call it on an app of their own). */
export async function drainAndClose(app: FastifyInstance, options: DrainOptions): Promise<void> {
  app.readiness.startDraining();
  app.log.info({ drainMs: options.shutdownDrainMs }, 'shutting down: readiness answers 503, draining');
  const hooks = Promise.allSettled(app.onShutdown.map((hook) => Promise.resolve().then(hook)));
  if (options.shutdownDrainMs > 0) await sleep(options.shutdownDrainMs);
  for (const result of await hooks) {
    if (result.status === 'rejected') app.log.error({ err: result.reason }, 'a shutdown hook failed');
  }
  await app.close();
  await options.afterClose?.();
  app.log.info('shut down');
}

/** Runs the sequence on SIGTERM or SIGINT, then exits (0 when it completed, 1 otherwise). */
export function closeOnSignals(app: FastifyInstance, options: DrainOptions, exit: (code: number) => void = (code) => process.exit(code)): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'signal received');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: options.shutdownTimeoutMs }, 'shutdown took too long: exiting');
      exit(1);
    }, options.shutdownDrainMs + options.shutdownTimeoutMs);
    deadline.unref();
    drainAndClose(app, options).then(
      () => exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
