// Paged lists (docs/api.md "Conventions"): next/previous keep every other query parameter.
import type { Paged } from "@sah/domain";
import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";

export function pageOf<T>(request: FastifyRequest, results: T[], count: number, page: number, pageSize: number): Paged<T> {
  if (page > 1 && (page - 1) * pageSize >= count) throw new HttpError(404, { detail: "Invalid page." });
  const link = (p: number) => {
    // The base is APP_URL, never the request's Host: a forged Host (or "//api/...", which URL
    // parsing takes for a host) must not put another site into the links (docs/api.md "Conventions").
    const [rawPath, query = ""] = request.url.split(/\?(.*)/s, 2);
    const params = new URLSearchParams(query);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const qs = params.toString();
    return `${request.server.config.appUrl}${rawPath.replace(/\/{2,}/g, "/")}${qs ? `?${qs}` : ""}`;
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
