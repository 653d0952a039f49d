// `npm start` runs the built server (scripts/build-server.mjs; docs/decisions/042-production-footing.md):
// the bundle is rebuilt when a source is newer, and it starts, migrates and answers with plain Node,
// including the packages it loads from node_modules (PGlite, Swagger UI's files).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { SourceMap } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sheetXml, workbookOf } from "../bench/lib/hostile-files.ts";
import { api, freePort } from "../bench/lib/server.ts";
// @ts-expect-error -- plain ES module without types
import { buildServer, root, SERVER_NODE_FLAGS, serverBuildIsStale } from "./build-server.mjs";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sah-build-server-"));
const outDir = path.join(root, "apps/server/dist", `.test-${process.pid}`);
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGKILL");
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe("the built server", () => {
  it("is stale when missing or older than a server or domain source, fresh otherwise", () => {
    const isStale = serverBuildIsStale as (bundle: string, rootDir: string) => boolean;
    const bundle = path.join(scratch, "apps/server/dist/server.js");
    const source = path.join(scratch, "packages/domain/src/constants.ts");
    fs.mkdirSync(path.dirname(source), { recursive: true });
    fs.writeFileSync(source, "export {};");
    expect(isStale(bundle, scratch)).toBe(true);
    fs.mkdirSync(path.dirname(bundle), { recursive: true });
    fs.writeFileSync(bundle, "");
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(bundle, later, later);
    expect(isStale(bundle, scratch)).toBe(false);
    const evenLater = new Date(Date.now() + 120_000);
    fs.utimesSync(source, evenLater, evenLater);
    expect(isStale(bundle, scratch)).toBe(true);
  });

  it("starts with plain Node on a new data directory: migrates, answers the API and serves Swagger UI's files", async () => {
    const bundle = path.join(outDir, "server.js");
    await buildServer(bundle);
    // The source map names our TypeScript for our code, and only that (the packages' mappings cost
    // ~110 MB of RSS under --enable-source-maps).
    const map = JSON.parse(fs.readFileSync(`${bundle}.map`, "utf8"));
    expect(map.sources.filter((s: string) => s.includes("node_modules"))).toEqual([]);
    const lines = fs.readFileSync(bundle, "utf8").split("\n");
    const line = lines.findIndex((l) => l.includes(" is listening on"));
    const entry = new SourceMap(map).findEntry(line, lines[line]!.indexOf(" is listening on"));
    expect("originalSource" in entry && entry.originalSource).toMatch(/\/src\/server\.ts$/);
    const port = await freePort();
    let stderr = "";
    child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
      cwd: scratch,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(scratch, "data"),
        SEED_DEMO: "0",
        ADMIN_PASSWORD: "built-server-pass-1",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr?.on("data", (d) => {
      stderr += String(d);
    });
    const url = `http://127.0.0.1:${port}`;
    await vi.waitFor(
      async () => {
        if (child?.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
      },
      { timeout: 90_000, interval: 200 },
    );
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: "ok", database: "pglite" });
    const login = await fetch(`${url}/api/users/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: "built-server-pass-1" }),
    });
    expect(login.status).toBe(200);
    // The seeded event types come from a migration: the migrations folder was found from dist/.
    const types = (await (await fetch(`${url}/api/events/event-types/`)).json()) as unknown[];
    expect(types.length).toBeGreaterThan(0);
    expect((await fetch(`${url}/api/docs/static/swagger-ui.css`)).status).toBe(200);
    // The share cards' fonts are read from node_modules at run time, found from dist/ as from the sources
    // (services/share/fonts.ts): a card with ₹ and a name in Devanagari is drawn.
    const token = ((await login.json()) as { token: string }).token;
    const json = (body: unknown) => ({
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const event = (await (
      await fetch(
        `${url}/api/events/events/`,
        json({
          name: "Card fonts",
          date: "2026-12-05",
          start_time: "10:00",
          end_time: "18:00",
          location: "Pune",
          funds_per_team: 100000,
          funds_unit: "₹",
          min_player_price: 1000,
          min_players: 1,
          max_players: 5,
          type: (types[0] as { id: number }).id,
        }),
      )
    ).json()) as { id: number };
    const player = (await (
      await fetch(`${url}/api/players/?event_id=${event.id}`, json({ name: "विराट कोहली", date_of_birth: "2000-01-01" }))
    ).json()) as { id: number };
    const card = await fetch(`${url}/api/players/${player.id}/card.png?event_id=${event.id}`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    // Sheets are read in a worker thread started from its own file next to the bundle.
    const sheets = {
      "players.csv": Buffer.from("Name,DOB\nAnil Kumar,2000-01-31\n"),
      "players.xlsx": workbookOf(sheetXml(["Name", "DOB"], ["Anil Kumar", "2000-01-31"], 1)),
    };
    expect(fs.existsSync(path.join(outDir, "workers", "read-grid.js"))).toBe(true);
    for (const [name, data] of Object.entries(sheets)) {
      const form = new FormData();
      form.append("file", new Blob([data]), name);
      form.append("dry_run", "1");
      const report = await api<{ rows: number; created: number }>(`${url}/api/players/import/?event_id=${event.id}`, {
        method: "POST",
        token,
        body: form,
      });
      expect(report).toMatchObject({ rows: 1, created: 1 });
    }
    // An export is written by the bundled worker (dist/workers/sheet-file.js, apps/server/src/worker-task.ts).
    expect(fs.existsSync(path.join(outDir, "workers", "sheet-file.js"))).toBe(true);
    const xlsx = await fetch(`${url}/api/events/events/${event.id}/export/?what=results&format=xlsx`);
    expect(xlsx.status).toBe(200);
    // An XLSX is a zip: "PK".
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  }, 180_000);
});
