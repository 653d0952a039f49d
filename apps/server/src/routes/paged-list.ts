// A paged list (docs/api.md "Conventions": `count`, `next`, `previous`, `results`; `page` and
// `page_size` in the query; next/previous keep every other parameter; a page past the end is a 404):
// the GET route, its answer `paged(item)` and the page's bounds, declared once for every list that pages.
import { pageBounds, paged } from "@sah/domain";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { pageOf } from "../lib/paging.ts";
import type { CacheScope } from "../plugins/read-cache.ts";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export type PagedList<Q extends z.ZodType<{ page: number; page_size: number }>, S extends z.ZodType> = {
  /** Served from the read cache (plugins/read-cache.ts); unset for a list that is not. */
  cache?: CacheScope;
  /** The permission hook (routes/permissions.ts), for a list that is not public. */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  tags: string[];
  summary: string;
  /** The bearer token's OpenAPI requirement (`security` of shared.ts), for a list that needs a caller. */
  security?: { bearer: never[] }[];
  query: Q;
  /** The schema of one row of `results`. */
  item: S;
  errors: Record<number, z.ZodType>;
  /** The page's rows and the count of all of them, from the validated query and the page's bounds. */
  list: (
    query: z.output<Q>,
    bounds: { limit: number; offset: number },
    request: FastifyRequest,
  ) => Promise<{ results: z.output<S>[]; count: number }>;
};

/** Declares `GET url` answering one page of the list. */
export function pagedListRoute<Q extends z.ZodType<{ page: number; page_size: number }>, S extends z.ZodType>(
  app: ZodApp,
  url: string,
  spec: PagedList<Q, S>,
): void {
  app.get(
    url,
    {
      ...(spec.cache ? { config: { cache: spec.cache } } : {}),
      ...(spec.preHandler ? { preHandler: spec.preHandler as preHandlerAsyncHookHandler } : {}),
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        ...(spec.security ? { security: spec.security } : {}),
        querystring: spec.query,
        response: { 200: paged(spec.item), ...spec.errors },
      },
    },
    async (request) => {
      const query = request.query as z.output<Q>;
      const { page, page_size } = query;
      const found = await spec.list(query, pageBounds(page, page_size), request);
      return pageOf(request, found.results, found.count, page, page_size);
    },
  );
}
