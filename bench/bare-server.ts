// The baseline of `npm run bench`: a bare Fastify route in its own process, like the app's server.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
