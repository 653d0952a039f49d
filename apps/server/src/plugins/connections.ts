// HTTP connections (docs/decisions/031-proxy-timeouts-shutdown.md). A connection that sends nothing
// is closed after HEADERS_TIMEOUT_MS. Graceful shutdown: app.close() stops accepting and then waits
// for every open connection. A request already received runs to its answer; live streams are ended
// by routes/live.ts; idle keep-alive connections are closed by Node at once. A keep-alive connection
// busy at that moment is closed as soon as every request it had sent is answered (docs/decisions/055):
// Node closes idle connections only when the close starts, so one that became idle a moment later was
// kept until its keep-alive timeout and every shutdown ran into its deadline.
// A request still arriving (headers or body) gets half of SHUTDOWN_TIMEOUT_MS to arrive, so a client
// in the middle of sending still gets its answer (docs/decisions/020-security.md), but a slow or
// stalled one, which the request timeout would only cut much later, cannot hold the shutdown until
// its deadline: its connection is closed. Its request reached no handler, so nothing was changed.
import type { IncomingMessage, ServerResponse } from "node:http";
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

    /** The answers each connection still owes, in order (more than one when requests are pipelined). */
    const owed = new Map<Socket, ServerResponse[]>();
    let closing = false;
    /** Closing: a connection that owes no answer any more is ended; its next request would only be refused. */
    const endIfSettled = (socket: Socket) => {
      if (closing && !owed.has(socket) && inFlight.get(socket) === undefined && !socket.destroyed) socket.end();
    };

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
        owed.delete(socket);
      });
    });
    app.server.on("request", (req: IncomingMessage, res) => {
      const socket = req.socket;
      clearTimeout(silent.get(socket));
      silent.delete(socket);
      inFlight.set(socket, req);
      owed.set(socket, [...(owed.get(socket) ?? []), res]);
      let answered = false;
      const done = () => {
        if (answered) return;
        answered = true;
        if (inFlight.get(socket) === req) inFlight.delete(socket);
        const rest = (owed.get(socket) ?? []).filter((r) => r !== res);
        if (rest.length) owed.set(socket, rest);
        else owed.delete(socket);
        endIfSettled(socket);
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
      closing = true;
      const graceMs = Math.floor(app.config.shutdownTimeoutMs / 2);
      for (const [socket, answers] of owed) {
        // The last answer a connection owes says the connection closes after it (so the client does
        // not send another request on it); earlier ones of a pipeline are answered as they are.
        const last = answers[answers.length - 1];
        if (last && !last.headersSent && !(inFlight.get(socket) && arriving(socket))) last.setHeader("connection", "close");
      }
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
