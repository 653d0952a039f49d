// bench/bare-server.ts
import Fastify from "fastify";
var app = Fastify({ logger: false });
app.get("/bare", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
