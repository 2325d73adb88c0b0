// The load generator of `npm run load` (scripts/load.ts forks it): autocannon in its own
// process, so the server under test and the generator never share a thread. It receives one
// run at a time over IPC ({ id, run }) and answers { id, summary }; or a batch of distinct
// requests ({ id, batch }: the checkout scenario, scripts/load-checkout.ts), sent with at most
// `concurrency` in flight, answered { id, answers } with each request's status, body and time.
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

export interface BatchRequest { url: string; headers: Record<string, string>; body: string }
export interface Batch { requests: BatchRequest[]; concurrency: number }
export interface BatchAnswer { status: number; body: string; ms: number }
export interface BatchResult { answers: BatchAnswer[]; seconds: number }

/** Every request of the batch (POST), at most `concurrency` at once; a network failure is status 0. */
async function sendBatch(batch: Batch): Promise<BatchResult> {
  const answers: BatchAnswer[] = new Array<BatchAnswer>(batch.requests.length);
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    for (let i = next++; i < batch.requests.length; i = next++) {
      const request = batch.requests[i];
      if (!request) continue;
      const at = performance.now();
      try {
        const res = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
        answers[i] = { status: res.status, body: await res.text(), ms: performance.now() - at };
      } catch (err) {
        answers[i] = { status: 0, body: String(err), ms: performance.now() - at };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, batch.concurrency) }, lane));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

process.on('message', (message: { id: number; run?: LoadRun; batch?: Batch }) => {
  const { id, run, batch } = message;
  if (batch) {
    sendBatch(batch).then((result) => process.send?.({ id, batch: result }), (err: unknown) => process.send?.({ id, error: String(err) }));
    return;
  }
  if (!run) return;
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
