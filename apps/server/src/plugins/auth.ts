// Bearer-token authentication: sets request.user (or null). Routes say what they require with the
// permission hooks of routes/permissions.ts (`preHandler: eventManager`, after fastify/demo's routes/api/tasks).
import { DETAIL } from "@sah/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hashToken } from "../services/auth/crypto.ts";
import type { Actor } from "../services/context.ts";
import { findTokenUser } from "../services/users/auth.ts";

/** The signed-in user: the services' Actor, plus the token the request came with (logout, password change). */
export type AuthUser = Actor & { tokenId: number };

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set when a token was sent but is unknown, revoked or expired. */
    authFailure: string | null;
  }
}

/** NOTIFY channel of ended tokens (`t:<token id>`) and changed users (`u:<user id>`), sent by triggers (migration 0004). */
export const AUTH_CHANNEL = "sah_auth";

/** Most tokens one process remembers; the oldest go first. */
const AUTH_CACHE_ENTRIES = 10_000;

/** Writes that may end a token or change what a token's user may do. */
const USER_WRITES = /^\/+api\/+users(?:[/?]|$)/;

type CachedToken = { user: AuthUser; expiresAt: number; epoch: number; at: number };

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest("user", null);
  app.decorateRequest("authFailure", null);

  // Checked tokens, by hash (docs/decisions/042-production-footing.md): a signed-in read costs no
  // token query. Database triggers announce every deleted token and every change to a user's name,
  // e-mail, staff flag or archive state, in every process (LISTEN/NOTIFY); an entry is trusted only
  // while the notification connection that would have carried its invalidation is the one it was
  // cached under, and for at most AUTH_CACHE_TTL_MS.
  const ttlMs = app.config.authCacheTtlMs;
  const tokens = new Map<string, CachedToken>();
  /** Bumped by every notice: a lookup that started before one does not fill the cache. */
  let generation = 0;
  if (ttlMs > 0) {
    const unlisten = await app.database.listen(AUTH_CHANNEL, (payload) => {
      generation++;
      const [kind, id] = [payload.slice(0, 2), Number(payload.slice(2))];
      for (const [hash, entry] of tokens) {
        if ((kind === "t:" && entry.user.tokenId === id) || (kind === "u:" && entry.user.id === id) || !Number.isInteger(id)) {
          tokens.delete(hash);
        }
      }
    });
    app.addHook("onClose", async () => {
      await unlisten().catch(() => {});
    });
  }

  // This process's own account writes (logout, password change or reset, user edits, archiving) clear
  // its cache before they answer, so a revoked token is refused here from the answer on; other
  // processes drop theirs when the triggers' notice arrives.
  app.addHook("onSend", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return;
    if (!USER_WRITES.test(request.url)) return;
    generation++;
    tokens.clear();
  });

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const header = request.headers.authorization;
    if (!header) return;
    const m = /^(?:Bearer|Token)\s+([A-Za-z0-9_-]{10,200})$/i.exec(header.trim());
    if (!m) {
      request.authFailure = DETAIL.invalidToken;
      return;
    }
    const hash = hashToken(m[1]);
    const epoch = app.database.listenEpoch();
    const now = Date.now();
    const hit = tokens.get(hash);
    if (hit) {
      if (hit.epoch === epoch && epoch >= 0 && hit.expiresAt > now && now - hit.at < ttlMs) {
        request.user = hit.user;
        return;
      }
      tokens.delete(hash);
    }
    const started = generation;
    const row = await findTokenUser(app.db, hash, new Date(now));
    if (!row) {
      request.authFailure = DETAIL.invalidToken;
      return;
    }
    const { expiresAt, ...user } = row;
    request.user = user;
    if (ttlMs > 0 && epoch >= 0 && generation === started && app.database.listenEpoch() === epoch) {
      if (tokens.size >= AUTH_CACHE_ENTRIES) tokens.delete(tokens.keys().next().value as string);
      tokens.set(hash, { user, expiresAt: expiresAt.getTime(), epoch, at: now });
    }
  });
});
