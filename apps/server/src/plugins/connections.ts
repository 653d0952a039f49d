// HTTP connections (docs/decisions/031-proxy-timeouts-shutdown.md). A connection that sends nothing
// is closed after HEADERS_TIMEOUT_MS. Graceful shutdown: app.close() stops accepting and then waits
// for every open connection. A request already received runs to its answer; live streams are ended
// by plugins/live.ts; idle keep-alive connections are closed by Node.
// A request still arriving (headers or body) gets half of SHUTDOWN_TIMEOUT_MS to arrive, so a client
// in the middle of sending still gets its answer (docs/decisions/020-security.md), but a slow or
// stalled one, which the request timeout would only cut much later, cannot hold the shutdown until
// its deadline: its connection is closed. Its request reached no handler, so nothing was changed.
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export default fp(
  async function connectionsPlugin(app: FastifyInstance) {
    const sockets = new Set<Socket>();
    /** The request each connection is on, from its headers until its answer is sent. */
    const inFlight = new Map<Socket, IncomingMessage>();

    /** Connections that have not sent a complete request head yet, with the timer that will close them. */
    const silent = new Map<Socket, NodeJS.Timeout>();

    app.server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      // Node's headers timeout cuts a request head that arrives slowly (with a 408), but not a
      // connection that sends nothing at all: that one gets the same time to start.
      const timer = setTimeout(() => {
        if (socket.bytesRead === 0) socket.destroy();
      }, app.config.headersTimeoutMs);
      timer.unref();
      silent.set(socket, timer);
      socket.once("close", () => {
        clearTimeout(timer);
        silent.delete(socket);
        sockets.delete(socket);
        inFlight.delete(socket);
      });
    });
    app.server.on("request", (req: IncomingMessage, res) => {
      const socket = req.socket;
      clearTimeout(silent.get(socket));
      silent.delete(socket);
      inFlight.set(socket, req);
      const done = () => {
        if (inFlight.get(socket) === req) inFlight.delete(socket);
      };
      res.once("finish", done);
      res.once("close", done);
    });

    /** Still sending: no request yet (headers incomplete), or its body has not all arrived. */
    const arriving = (socket: Socket) => {
      const req = inFlight.get(socket);
      return req === undefined || !req.complete;
    };

    app.addHook("preClose", async () => {
      const graceMs = Math.floor(app.config.shutdownTimeoutMs / 2);
      for (const socket of sockets) {
        if (!arriving(socket)) continue;
        const timer = setTimeout(() => {
          if (arriving(socket)) socket.destroy();
        }, graceMs);
        timer.unref();
        socket.once("close", () => clearTimeout(timer));
      }
    });
  },
  { name: "connections" },
);
