import { ADMIN, api, createEvent, startServer } from "./lib/server.ts";
const server = await startServer({ SEED_DEMO: "0" });
const { url } = server;
const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });
const header = ["Name", "DOB", "Mobile", ...Array.from({ length: 22 }, (_, i) => `Detail ${i + 1}`)];
const rows = Array.from({ length: 5000 }, (_, r) => [`Player ${r}`, `1990-01-1${r % 10}`, `98765${String(r).padStart(5, "0")}`, ...Array.from({ length: 22 }, (_, c) => `value ${r % 97} ${c}`)]);
const csv = [header, ...rows].map((r) => r.join(",")).join("\n");
for (const dry of [true, false]) {
  const ev = await createEvent(url, token, { name: "x" });
  const form = new FormData();
  form.append("file", new Blob([csv]), "players.csv");
  if (dry) form.append("dry_run", "1");
  const t0 = performance.now();
  const res = await fetch(`${url}/api/players/import/?event_id=${ev}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  console.log(dry, res.status, (performance.now() - t0).toFixed(0));
}
await server.stop();
