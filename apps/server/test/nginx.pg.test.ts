// Debian's nginx in front of two server processes on one PostgreSQL database, with nginx's defaults
// (response buffering on) and the headers docs/deploy.md sets: each live message arrives through the
// proxy while the stream stays open, and the per-IP rate limit counts the client's address, not the
// proxy's (TRUST_PROXY=1). Runs with TEST_DATABASE_URL (CI's PostgreSQL pass; .ci/run
// installs nginx).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../../bench/lib/server.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayers, createTeam } from "./helpers/auction-factories.ts";
import { createEvent, createUser, type TestUser } from "./helpers/factories.ts";
import { ServerProcess } from "./helpers/server-process.ts";
import { openSse } from "./helpers/sse.ts";

const NGINX = "/usr/sbin/nginx";
const IP_LIMIT = 3;

let t: TestApp;
let staff: TestUser;
let a: ServerProcess;
let b: ServerProcess;
let nginx: ChildProcess;
let proxy: string;
let proxyPort: number;
let eventId: number;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-nginx-"));

function nginxConf(port: number, upstreams: string[]): string {
  const tmp = (name: string) => path.join(dir, name);
  return `
daemon off;
master_process off;
pid ${tmp("nginx.pid")};
error_log ${tmp("error.log")} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${tmp("body")};
  proxy_temp_path ${tmp("proxy")};
  fastcgi_temp_path ${tmp("fastcgi")};
  uwsgi_temp_path ${tmp("uwsgi")};
  scgi_temp_path ${tmp("scgi")};
  upstream sah { ${upstreams.map((u) => `server ${u};`).join(" ")} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://sah;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error("this file needs TEST_DATABASE_URL (a PostgreSQL server)");
  if (!fs.existsSync(NGINX)) throw new Error(`this file needs nginx at ${NGINX} (apt-get install nginx-light; .ci/run does)`);
  t = await createTestApp();
  if (!t.url) throw new Error("no database URL");
  staff = await createUser(t, { isStaff: true });
  eventId = await createEvent(t, { fundsPerTeam: 1_000_000, maxPlayers: 60, minPlayers: 0, minPlayerPrice: 10 });
  const env = { SEED_DEMO: "0", LOG_LEVEL: "warn", TRUST_PROXY: "1", RATE_LIMIT_IP: `${IP_LIMIT}/1h`, RATE_LIMIT_ACCOUNT: "off" };
  const mk = () => fs.mkdtempSync(path.join(dir, "data-"));
  a = await ServerProcess.start({ dataDir: mk(), databaseUrl: t.url, env });
  b = await ServerProcess.start({ dataDir: mk(), databaseUrl: t.url, env });
  proxyPort = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    nginxConf(
      proxyPort,
      [a.url, b.url].map((u) => new URL(u).host),
    ),
  );
  nginx = spawn(NGINX, ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")], { stdio: "ignore" });
  proxy = `http://127.0.0.1:${proxyPort}`;
  await vi.waitFor(async () => expect((await fetch(`${proxy}/api/health`)).status).toBe(200), { timeout: 20_000, interval: 100 });
}, 180_000);

afterAll(async () => {
  nginx?.kill("SIGTERM");
  await Promise.all([a?.stop(), b?.stop()]);
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A login attempt through nginx from a given loopback address (each one a different client to nginx). */
function loginFrom(localAddress: string, forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email: "nobody@example.com", password: "wrong password" });
    const req = http.request(
      {
        host: "127.0.0.1",
        port: proxyPort,
        localAddress,
        method: "POST",
        path: "/api/users/login/",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("nginx in front of two server processes", () => {
  it("passes the live stream through unbuffered: each message arrives while the stream stays open", async () => {
    const team = await createTeam(t, eventId);
    const players = await createPlayers(t, eventId, [{}, {}]);
    const s = await openSse(`${proxy}/api/events/${eventId}/live/`);
    expect(s.headers.get("content-type")).toContain("text/event-stream");
    const ready = Number((await s.nextData(10_000)).id);
    for (const [i, player] of players.entries()) {
      // Through each process in turn: whichever one nginx gave the stream to hears of both.
      const res = await fetch(`${[a, b][i].url}/api/auctions/transactions/sell-player/?event_id=${eventId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${staff.token}`, "content-type": "application/json" },
        body: JSON.stringify({ player, status: 3, team, price: 10, suppress_player_check: true }),
      });
      expect(res.status).toBe(200);
      expect(Number((await s.nextData(10_000)).id)).toBe(ready + 1 + i);
    }
    s.close();
  });

  it("counts the per-IP login limit by the client's address, over both processes, whatever the client writes in X-Forwarded-For", async () => {
    const first: number[] = [];
    for (let i = 0; i < IP_LIMIT; i++) first.push(await loginFrom("127.0.0.2"));
    expect(first).toEqual(Array(IP_LIMIT).fill(400));
    expect(await loginFrom("127.0.0.2")).toBe(429);
    // A forged left-most address does not make a new client.
    expect(await loginFrom("127.0.0.2", "203.0.113.9")).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect(await loginFrom("127.0.0.3")).toBe(400);
  });
});
