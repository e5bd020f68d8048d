// Live streams held open during the load run: each user's streams (at most the 10 a session may
// hold) are opened on GET /api/users/events and read until the run ends, while /api/health is
// sampled. Reports how many streams opened, how many were still open at the end, the frames they
// delivered and the health check's latency under them.
import { percentile } from './inventory.mjs';

const STREAMS_PER_SESSION = 10;

export async function openLiveStreams(server, users, count) {
  const controllers = [];
  const streams = [];
  let refused = 0;
  for (let k = 0; k < count; k++) {
    const user = users[k % users.length];
    if (Math.floor(k / users.length) >= STREAMS_PER_SESSION) break;
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${server.url}/api/users/events`, {
      headers: { ...user.auth, accept: 'text/event-stream' },
      signal: controller.signal,
    }).catch(() => null);
    if (!response || response.status !== 200 || !response.body) {
      refused += 1;
      continue;
    }
    const stream = { open: true, frames: 0 };
    streams.push(stream);
    void read(response.body, stream);
  }
  return {
    opened: streams.length,
    refused,
    stats: () => ({
      open: streams.filter((s) => s.open).length,
      frames: streams.reduce((sum, s) => sum + s.frames, 0),
    }),
    close: () => controllers.forEach((c) => c.abort()),
  };
}

async function read(body, stream) {
  const decoder = new TextDecoder();
  try {
    for await (const chunk of body) {
      stream.frames += decoder.decode(chunk, { stream: true }).split('\n\n').length - 1;
    }
  } catch {
    // Aborted at the end of the run.
  }
  stream.open = false;
}

/** Samples GET /api/health every `everyMs` until stopped; returns the latencies. */
export function sampleHealth(server, everyMs = 250) {
  const times = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${server.url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) times.push(performance.now() - started);
      else failures += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...times].sort((a, b) => a - b);
    return {
      samples: sorted.length,
      failures,
      p50: +percentile(sorted, 50).toFixed(0),
      p95: +percentile(sorted, 95).toFixed(0),
      p99: +percentile(sorted, 99).toFixed(0),
    };
  };
}
