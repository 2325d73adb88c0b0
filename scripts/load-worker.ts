// The load generator of `npm run load` (scripts/load.ts forks it): autocannon in its own
// process, so the server under test and the generator never share a thread. It receives one
// run at a time over IPC ({ id, options }) and answers { id, summary }.
import autocannon from 'autocannon';

export interface LoadRun {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytesPerSecond: number;
  /** Requests answered in the run. */
  requests: number;
  /** CPU time the server's process spent per request in the run, µs (filled in by load.ts). */
  cpuMicrosPerRequest?: number;
}

process.on('message', (message: { id: number; run: LoadRun }) => {
  const { id, run } = message;
  autocannon({ ...run, method: run.method ?? 'GET' }).then(
    (result) => {
      const summary: LoadSummary = {
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        bytesPerSecond: result.throughput.average,
        requests: result.requests.total,
      };
      process.send?.({ id, summary });
    },
    (err: unknown) => process.send?.({ id, error: String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));
