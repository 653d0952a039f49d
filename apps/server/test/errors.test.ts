// The single error path (docs/api.md "Errors"): database errors a racing request can hit map to 4xx.
import { DETAIL } from "@sah/domain";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { HttpError } from "../src/lib/errors.ts";
import errorsPlugin from "../src/plugins/errors.ts";
import { conflict, fieldError, forbidden, invalid, notFound } from "../src/services/errors.ts";

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get("/boom", async () => {
    throw error;
  });
  return app;
}

/** drizzle 0.45 wraps driver errors; the SQLSTATE is on the cause. */
function wrapped(code: string) {
  return Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("pg"), { code }) });
}

describe("error handler", () => {
  it.each([
    ["23505", 409],
    ["23503", 400],
    ["23514", 400],
    ["22003", 400],
    ["40001", 409],
    ["40P01", 409],
  ])("maps SQLSTATE %s (direct or wrapped by drizzle) to %i", async (code, status) => {
    for (const err of [Object.assign(new Error("pg"), { code }), wrapped(code)]) {
      const app = await appThrowing(err);
      const res = await app.inject({ url: "/boom" });
      expect(res.statusCode).toBe(status);
      expect(Object.keys(res.json())).toEqual(["detail"]);
      await app.close();
    }
  });

  it("answers an unknown error with a plain 500 and no stack trace", async () => {
    const app = await appThrowing(new TypeError("secret internals at /srv/app.ts:12"));
    const res = await app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: DETAIL.serverError });
    expect(res.body).not.toContain("secret");
    await app.close();
  });

  it("passes typed errors through with their body and headers", async () => {
    const app = await appThrowing(new HttpError(429, { detail: "slow down" }, { "retry-after": "7" }));
    const res = await app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("7");
    const app2 = await appThrowing(fieldError("name", "Name is required"));
    expect((await app2.inject({ url: "/boom" })).json()).toEqual({ name: ["Name is required"] });
    await app.close();
    await app2.close();
  });
});

describe("domain errors (services/errors.ts) as the contract's answers", () => {
  it.each([
    ["not found", notFound(), 404, { detail: DETAIL.notFound }],
    ["forbidden", forbidden(), 403, { detail: DETAIL.forbidden }],
    ["conflict", conflict("Taken."), 409, { detail: "Taken." }],
    ["invalid", invalid("Bad."), 400, { detail: "Bad." }],
    ["invalid fields", fieldError("name", "Name is required"), 400, { name: ["Name is required"] }],
  ])("maps %s to %i", async (_name, error, status, body) => {
    const app = await appThrowing(error);
    const res = await app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    await app.close();
  });
});
