// buildApp(deps): external plugins -> app plugins -> routes (docs/style.md, after fastify/demo).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { BRAND, DETAIL } from "@sah/domain";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { APP_VERSION } from "./app-version.ts";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { requestLine } from "./lib/log-format.ts";
import { RouteMethods } from "./lib/route-methods.ts";
import authPlugin from "./plugins/auth.ts";
import bidClockPlugin from "./plugins/bid-clock.ts";
import connectionsPlugin from "./plugins/connections.ts";
import errorsPlugin, { clientErrorHandler, frameworkErrorHandler } from "./plugins/errors.ts";
import mediaPlugin from "./plugins/media.ts";
import readCachePlugin from "./plugins/read-cache.ts";
import securityPlugin from "./plugins/security.ts";
import viewCountsPlugin from "./plugins/view-counts.ts";
import { createWebPages, loadWebRenderer } from "./plugins/web-pages.ts";
import auctionRoutes from "./routes/auctions/index.ts";
import eventRoutes from "./routes/events/index.ts";
import livePlugin from "./routes/live.ts";
import playerRoutes from "./routes/players/index.ts";
import shareRoutes from "./routes/share/index.ts";
import teamRoutes from "./routes/teams/index.ts";
import userRoutes from "./routes/users/index.ts";
import { createMailer, type Mailer } from "./services/mail/mailer.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions["logger"];
};

/** Fastify's request records as one short line each, when the answer is sent (LOG_FORMAT=pretty, lib/log-format.ts). */
class OneLineRequests extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client: per-IP rate limits key on request.ip (config.ts
    // parseTrustProxy). Fastify treats a bare number as "trust no hop", so a count becomes the
    // proxy-addr hop function: the socket's peer is hop 0, the right-most X-Forwarded-For entry hop 1.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    // A client that sends its request slowly is cut with 408 (docs/decisions/031-proxy-timeouts-shutdown.md).
    // Node applies these to receiving the request only, so a live stream's long response is not cut.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // How often Node checks the two timeouts: the precision with which they are enforced.
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 2)),
    },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // At a terminal a request is one short line, written when it is answered; JSON keeps Fastify's
    // records of each request's arrival and answer.
    logController: config.logFormat === "pretty" ? new OneLineRequests() : undefined,
  }).withTypeProvider<ZodTypeProvider>();

  // Bodies are validated by the handler after the permission check (docs/api.md: 401, then 403, then 400);
  // query strings and path parameters are validated up front.
  app.setValidatorCompiler((req) =>
    req.httpPart === "body"
      ? (data: unknown) => ({ value: data })
      : validatorCompiler(req as Parameters<typeof validatorCompiler>[0]),
  );
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate(
    "mailer",
    deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, "outbox"),
        log: app.log,
      }),
  );

  // Every API route's methods, for the 405 answer of the not-found handler below.
  const routeMethods = new RouteMethods();
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/")) routeMethods.add(route.url, route.method);
  });

  await app.register(errorsPlugin);
  await app.register(connectionsPlugin);
  await app.register(securityPlugin);
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins, credentials: false });
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 60, fieldSize: 64 * 1024, parts: 100, headerPairs: 100 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${BRAND} API`, version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(mediaPlugin);
  await app.register(authPlugin);
  await app.register(livePlugin);
  await app.register(readCachePlugin);
  await app.register(bidClockPlugin);
  await app.register(viewCountsPlugin);

  app.get("/api/health", { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.ping();
      return { status: "ok", database: database.kind };
    } catch {
      return reply.status(503).send({ status: "error", database: database.kind });
    }
  });

  await app.register(userRoutes, { prefix: "/api/users" });
  await app.register(eventRoutes, { prefix: "/api/events" });
  await app.register(teamRoutes, { prefix: "/api/teams" });
  await app.register(playerRoutes, { prefix: "/api/players" });
  await app.register(auctionRoutes, { prefix: "/api/auctions" });
  await app.register(shareRoutes);

  const indexHtml = path.join(config.webDist, "index.html");
  const hasWeb = fs.existsSync(indexHtml);
  // The pages' HTML, server-rendered where the web app's server bundle is built (plugins/web-pages.ts).
  const webPages = hasWeb ? createWebPages(app, indexHtml, await loadWebRenderer(config.webSsrDist, app.log)) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: "/",
      decorateReply: false,
      // Looked up per request, so a rebuilt web app is served without a restart; a missing file
      // falls through to the not-found handler (the SPA fallback).
      wildcard: true,
      // No index file: "/" is a page like any other (the route below).
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/vite.config.ts): the one
      // the browser accepts is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const file = filePath.replace(/\.(br|gz)$/, "");
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        else if (file.endsWith(`${path.sep}index.html`)) res.header("cache-control", "no-cache");
      },
    });
  }

  // The landing page, server-rendered like the other public pages (plugins/web-pages.ts), and the
  // other public pages' paths, routed to the renderer before the static files' wildcard would look
  // for a file of their name on disk (a directory read and a stat per request, most of a cached
  // page's cost).
  if (webPages) {
    const page = (request: FastifyRequest, reply: FastifyReply) => webPages.send(request, reply);
    app.get("/", { schema: { hide: true } }, page);
    for (const root of webPages.roots) {
      app.get(root, { schema: { hide: true } }, page);
      app.get(`${root}/*`, { schema: { hide: true } }, page);
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/media/");
    // A known API path asked with a method it does not take (docs/api.md "Errors": 405 with Allow).
    const allowed = routeMethods.allowed(request.url.split("?")[0]);
    if (allowed.length && !allowed.includes(request.method)) {
      return reply.status(405).header("allow", allowed.join(", ")).send({ detail: DETAIL.methodNotAllowed });
    }
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ detail: DETAIL.notFound });
    }
    if (!webPages) return reply.status(404).type("text/plain").send("The web app is not built. Run `npm run build`.");
    return webPages.send(request, reply);
  });

  return app;
}
