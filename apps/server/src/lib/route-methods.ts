// Which methods each API path accepts, gathered from the routes as they are added, so that a known
// path asked with another method is answered 405 with an Allow header, not 404 (docs/api.md "Errors").
// Fastify's router is not exposed for a lookup by concrete path; route patterns here are simple
// (`:name`, `:name(regex)`, a trailing `*`), so each becomes a regular expression.

function patternToRegExp(url: string): RegExp {
  const path = url.replace(/\/+$/, "");
  let out = "";
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === ":") {
      const name = /^[A-Za-z0-9_]+/.exec(path.slice(i + 1))?.[0] ?? "";
      i += name.length;
      if (path[i + 1] === "(") {
        let depth = 0;
        let j = i + 1;
        for (; j < path.length; j++) {
          if (path[j] === "\\") j++;
          else if (path[j] === "(") depth++;
          else if (path[j] === ")" && --depth === 0) break;
        }
        out += `(?:${path
          .slice(i + 2, j)
          .replace(/^\^/, "")
          .replace(/\$$/, "")})`;
        i = j;
      } else out += "[^/]+";
    } else if (c === "*") out += ".*";
    else out += c.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}/?$`);
}

export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, Set<string>>();

  add(url: string, method: string | string[]): void {
    const methods = Array.isArray(method) ? method : [method];
    let set = this.byUrl.get(url);
    if (!set) {
      set = new Set();
      this.byUrl.set(url, set);
      this.routes.push({ pattern: patternToRegExp(url), methods: set });
    }
    for (const m of methods) set.add(m.toUpperCase());
    // Fastify answers HEAD for every GET route.
    if (set.has("GET")) set.add("HEAD");
  }

  /** The methods some route accepts for this concrete path (no query string), sorted; [] when none matches. */
  allowed(path: string): string[] {
    const clean = path.replace(/\/{2,}/g, "/");
    const found = new Set<string>();
    for (const r of this.routes) if (r.pattern.test(clean)) for (const m of r.methods) found.add(m);
    return [...found].sort();
  }
}
