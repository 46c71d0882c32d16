// The stall canary of `npm run fuzz`: a cheap GET every 100 ms for the whole run, one at a time on a
// connection of its own. A request that waits on a held event loop shows as a slow answer; the
// slowest is the figure (target: at most 250 ms). CommonJS like requests.cjs.
'use strict';
const http = require('node:http');

/** Starts the canary; stop() answers { count, max, p50, p99, failed } (milliseconds). */
function startCanary(base, { path = '/api/health', everyMs = 100, timeoutMs = 10_000 } = {}) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let failed = 0;
  let inFlight = false;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get({ host: url.hostname, port: url.port, path, agent, timeout: timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : null));
        res.on('error', () => resolve(null));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(null));
    });
  const timer = setInterval(async () => {
    // one at a time: a tick that finds the last one still out is its wait, counted when it ends
    if (inFlight) return;
    inFlight = true;
    const ms = await once();
    inFlight = false;
    if (ms === null) failed++;
    else times.push(ms);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      agent.destroy();
      const sorted = [...times].sort((a, b) => a - b);
      const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
      return { count: times.length, failed, max: sorted.at(-1) ?? 0, p50: at(0.5), p99: at(0.99) };
    },
  };
}

module.exports = { startCanary };

// run as a process of its own (`node canary.cjs http://127.0.0.1:PORT [PATH] [EVERY_MS]`), so that the
// fuzzer's own work never delays it: it prints its figures as one JSON line when its stdin closes
if (require.main === module) {
  const [, , base, path, every] = process.argv;
  const canary = startCanary(base, {
    ...(path ? { path } : {}),
    ...(Number(every) > 0 ? { everyMs: Number(every) } : {}),
  });
  process.stdin.resume();
  process.stdin.on('end', () => {
    process.stdout.write(`${JSON.stringify(canary.stop())}\n`);
    process.exit(0);
  });
}
