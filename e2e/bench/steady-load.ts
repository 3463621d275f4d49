/**
 * Requests at a steady rate, one every 1/rate seconds whatever the server's answers do (an
 * open model, as wrk2 or k6's constant-arrival-rate send them), over at most `connections`
 * kept-alive sockets.
 *
 * Why not autocannon's `overallRate`: each of its connections sends its share of the second
 * back to back, then waits for the next one-second tick, and every connection's tick fires
 * together. 200 a second over 50 connections arrive as a burst of 50 at once at the top of
 * each second, so its latencies are a burst's queue (p50 105 ms at 50 a second, where a
 * request alone takes 5 ms), not the latency at that rate.
 *
 * A request's latency runs from the moment it was due, not the moment it left: a request
 * that waits for a free socket, or for a busy event loop here, counts that wait (no
 * coordinated omission).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface SteadyRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface SteadyLoadOptions {
  /** The server's origin, e.g. http://127.0.0.1:8090. */
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
  /** Sent in turn, round and round. */
  requests: readonly SteadyRequest[];
  /** A request without an answer by then counts as an error (default 10 s). */
  timeoutMs?: number;
}

export interface SteadyLoadResult {
  /** Answered requests (any status). */
  requests: number;
  /** Answered requests a second over the run, until the last answer. */
  perSecond: number;
  /** Network errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Latencies of the answered requests in ms, ascending. */
  latencies: number[];
}

export async function steadyLoad(options: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const { url, rate, seconds, connections, headers, requests } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let settled = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      if (++settled < total) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const elapsed = (performance.now() - start) / 1000;
      resolve({
        requests: latencies.length,
        perSecond: latencies.length / elapsed,
        errors,
        non2xx,
        latencies,
      });
    };
    const send = (index: number, due: number) => {
      const r = requests[index % requests.length] as SteadyRequest;
      // Each request settles once, by its answer's end or by its first error.
      let done = false;
      const fail = () => {
        if (done) return;
        done = true;
        errors++;
        finish();
      };
      const request = http.request(
        `${url}${r.path}`,
        {
          method: r.method,
          agent,
          headers: r.body ? { ...headers, 'content-length': Buffer.byteLength(r.body) } : headers,
          timeout: timeoutMs,
        },
        (response) => {
          response.resume();
          response.once('error', fail);
          response.once('end', () => {
            if (done) return;
            done = true;
            latencies.push(performance.now() - due);
            if (!response.statusCode || response.statusCode < 200 || response.statusCode > 299)
              non2xx++;
            finish();
          });
        },
      );
      request.once('timeout', () => request.destroy(new Error('timeout')));
      request.once('error', fail);
      request.end(r.body);
    };
    let next = 0;
    // Timers fire late by a millisecond or more: each tick sends every request now due.
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        send(next, start + next * interval);
        next++;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
}
