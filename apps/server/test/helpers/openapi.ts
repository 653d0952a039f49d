// The operations of the app's own OpenAPI document (/api/docs/json), so the access and fuzz tests
// cover every route, including routes added later.
import type { TestApp } from "./app.ts";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

export type Parameter = { name: string; in: "path" | "query" | "header"; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** The document's path, e.g. `/api/players/{id}`. */
  path: string;
  /** `METHOD path`, the key the tests' tables use. */
  key: string;
  parameters: Parameter[];
  /** Content types the body may have, with their schemas (empty: no documented body). */
  body: Record<string, JsonSchema>;
  summary: string;
};

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        summary?: string;
      }
    >
  >;
};

export async function loadOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  if (res.statusCode !== 200) throw new Error(`OpenAPI document: HTTP ${res.statusCode}`);
  const doc = res.json() as Doc;
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as Operation["method"];
      if (!["GET", "POST", "PATCH", "PUT", "DELETE"].includes(method)) continue;
      const body: Record<string, JsonSchema> = {};
      for (const [type, c] of Object.entries(op.requestBody?.content ?? {})) body[type] = c.schema;
      out.push({ method, path, key: `${method} ${path}`, parameters: op.parameters ?? [], body, summary: op.summary ?? "" });
    }
  }
  return out;
}

export const isWrite = (op: Operation) => op.method !== "GET";

/** The document's path with its `{name}` parameters filled in, plus a query string. */
export function urlOf(path: string, params: Record<string, string | number> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(params[name]));
  });
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item));
  }
  const s = qs.toString();
  return s ? `${filled}?${s}` : filled;
}
