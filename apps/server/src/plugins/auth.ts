// Bearer-token authentication: sets request.user (or null). Endpoints decide what they require.
import { DETAIL } from "@sah/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { authTokens, users } from "../db/schema.ts";
import { forbidden, unauthorized } from "../lib/errors.ts";
import { hashToken } from "../services/auth/crypto.ts";

export type AuthUser = { id: number; name: string; email: string; isStaff: boolean; tokenId: number };

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set when a token was sent but is unknown, revoked or expired. */
    authFailure: string | null;
  }
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest("user", null);
  app.decorateRequest("authFailure", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const header = request.headers.authorization;
    if (!header) return;
    const m = /^(?:Bearer|Token)\s+([A-Za-z0-9_-]{10,200})$/i.exec(header.trim());
    if (!m) {
      request.authFailure = DETAIL.invalidToken;
      return;
    }
    const rows = await app.db
      .select({ id: users.id, name: users.name, email: users.email, isStaff: users.isStaff, tokenId: authTokens.id })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      // An archived account's tokens are deleted when it is archived; the check here is the backstop.
      .where(and(eq(authTokens.tokenHash, hashToken(m[1])), gt(authTokens.expiresAt, new Date()), isNull(users.archivedAt)))
      .limit(1);
    if (rows[0]) request.user = rows[0];
    else request.authFailure = DETAIL.invalidToken;
  });
});

/** 401 unless logged in. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(request.authFailure ?? DETAIL.unauthenticated);
  return request.user;
}

/** 401 unless logged in, 403 unless staff. */
export function requireStaff(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isStaff) throw forbidden();
  return user;
}
