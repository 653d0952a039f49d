// Paged lists (API.md "Conventions"): next/previous keep every other query parameter.
import type { Paged } from "@sah/domain";
import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";

export function pageBounds(page: number, pageSize: number) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function pageOf<T>(request: FastifyRequest, results: T[], count: number, page: number, pageSize: number): Paged<T> {
  if (page > 1 && (page - 1) * pageSize >= count) throw new HttpError(404, { detail: "Invalid page." });
  const link = (p: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    if (p === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(p));
    return url.toString();
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}

/** A search term taken literally inside ILIKE (API.md: "passed as-is, never interpreted as a pattern"). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
