// User management (docs/api.md "Users"): the staff-only list, create, read and edit, and the all/ options.
import { DETAIL, LIMITS, MSG } from "@sah/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../src/db/transaction.ts";
import { insertUser } from "../src/services/users/repository.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser, multipart, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true, name: "Staff Person" });
  plain = await createUser(t, { name: "Plain Person" });
});
afterAll(() => t.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const newUserBody = (over: Record<string, unknown> = {}) => ({
  name: "New Person",
  email: `new-${unique()}@example.com`,
  password: "long enough 1",
  is_staff: false,
  ...over,
});

/** Path and query of a paged list's next/previous link, for app.inject. */
const relative = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};

describe("GET /api/users/all/", () => {
  it("lists every user as {id, name, email}, ordered by name then id, for staff", async () => {
    const a = await createUser(t, { name: "Aardvark Twin" });
    const b = await createUser(t, { name: "Aardvark Twin" });
    const res = await call(t, "GET", "/api/users/all/", { token: staff.token });
    expect(res.statusCode).toBe(200);
    const list: { id: number; name: string; email: string }[] = res.json();
    expect(list.slice(0, 2)).toEqual([
      { id: a.id, name: a.name, email: a.email },
      { id: b.id, name: b.name, email: b.email },
    ]);
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(["email", "id", "name"]);
    const sorted = [...list].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.id - y.id));
    expect(list.map((u) => u.id)).toEqual(sorted.map((u) => u.id));
    expect(list.map((u) => u.id)).toContain(plain.id);
  });

  it("is open to an event owner who is not staff: a whole e-mail finds that one user; a name search answers names without e-mails", async () => {
    const owner = await createUser(t);
    await createEvent(t, { owners: [owner.id] });
    const res = await call(t, "GET", "/api/users/all/?search=sTAFF pers", { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: staff.id, name: staff.name, email: null }]);
    const byEmail = await call(t, "GET", `/api/users/all/?search=${encodeURIComponent(` ${plain.email.toUpperCase()} `)}`, {
      token: owner.token,
    });
    expect(byEmail.json()).toEqual([{ id: plain.id, name: plain.name, email: plain.email }]);
  });

  it("gives an owner who is not staff no address they did not type: part of an e-mail finds nobody, a name search shows none", async () => {
    const owner = await createUser(t);
    await createEvent(t, { owners: [owner.id] });
    const tag = `harvest${unique()}`;
    const victims = [];
    for (let i = 0; i < 3; i++)
      victims.push(await createUser(t, { name: `Victim ${tag} ${i}`, email: `${tag}-${i}@corp.example` }));
    const seen = new Set<string>();
    // The refined searches of the attack: pieces of the addresses, the domain, a prefix with "@".
    for (const search of [tag, `${tag}-0`, "corp.example", "@corp.example", `${tag}-0@corp`, "example", `Victim ${tag}`]) {
      const res = await call(t, "GET", `/api/users/all/?search=${encodeURIComponent(search)}`, { token: owner.token });
      expect(res.statusCode, search).toBe(200);
      for (const u of res.json<{ email: string | null }[]>()) if (u.email) seen.add(u.email);
    }
    expect([...seen].filter((e) => e.includes(tag))).toEqual([]);
    const named = await call(t, "GET", `/api/users/all/?search=${encodeURIComponent(`Victim ${tag}`)}`, { token: owner.token });
    expect(named.json()).toEqual(victims.map((v) => ({ id: v.id, name: v.name, email: null })));
  });

  it(`limits an owner who is not staff to ${LIMITS.userSearchesPerMinute} searches a minute (429 with Retry-After); staff are not limited`, async () => {
    const owner = await createUser(t);
    await createEvent(t, { owners: [owner.id] });
    for (let i = 0; i < LIMITS.userSearchesPerMinute; i++) {
      expect((await call(t, "GET", `/api/users/all/?search=someone${i}`, { token: owner.token })).statusCode).toBe(200);
    }
    const refused = await call(t, "GET", "/api/users/all/?search=someone", { token: owner.token });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: DETAIL.tooManySearches });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another owner has a budget of their own.
    const other = await createUser(t);
    await createEvent(t, { owners: [other.id] });
    expect((await call(t, "GET", "/api/users/all/?search=someone", { token: other.token })).statusCode).toBe(200);
    for (let i = 0; i <= LIMITS.userSearchesPerMinute; i++) {
      expect((await call(t, "GET", "/api/users/all/?search=someone", { token: staff.token })).statusCode).toBe(200);
    }
  });

  it(`gives an owner who is not staff at most ${LIMITS.userSearchResultsMax} users, and only for a search of ${LIMITS.userSearchMin} characters or more`, async () => {
    const owner = await createUser(t);
    await createEvent(t, { owners: [owner.id] });
    const tag = `crowd${unique()}`;
    for (let i = 0; i < LIMITS.userSearchResultsMax + 5; i++) await createUser(t, { name: `${tag} ${i}` });
    const found = await call(t, "GET", `/api/users/all/?search=${tag}`, { token: owner.token });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toHaveLength(LIMITS.userSearchResultsMax);

    for (const query of ["", "?search=", "?search=ab", "?search=%20%20ab%20%20"]) {
      const res = await call(t, "GET", `/api/users/all/${query}`, { token: owner.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ search: [MSG.userSearchTooShort] });
    }
    // Staff still list everyone, with or without a search, uncapped.
    const all = await call(t, "GET", "/api/users/all/", { token: staff.token });
    expect(all.json().length).toBeGreaterThan(LIMITS.userSearchResultsMax + 5);
    const staffSearch = await call(t, "GET", `/api/users/all/?search=${tag}`, { token: staff.token });
    expect(staffSearch.json()).toHaveLength(LIMITS.userSearchResultsMax + 5);
    // Permission comes before the body: a user who owns nothing learns nothing about the search rule.
    expect((await call(t, "GET", "/api/users/all/?search=ab", { token: plain.token })).statusCode).toBe(403);
  });

  it("is 403 for other users and 401 anonymously", async () => {
    const res = await call(t, "GET", "/api/users/all/", { token: plain.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: DETAIL.forbidden });
    const anonymous = await call(t, "GET", "/api/users/all/");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: DETAIL.unauthenticated });
    expect((await call(t, "GET", "/api/users/all/", { token: "no-such-token-123456" })).statusCode).toBe(401);
  });
});

describe("GET /api/users/", () => {
  it("walks every page of a search, keeping search and page_size in the links", async () => {
    const tag = `walker${unique()}`;
    const made: number[] = [];
    for (let i = 0; i < 45; i++) {
      // Half match by name, half by e-mail, in mixed case.
      const u =
        i % 2 === 0
          ? await createUser(t, { name: `${tag.toUpperCase()} ${i}` })
          : await createUser(t, { email: `${tag}-${i}@Example.com` });
      made.push(u.id);
    }
    await createUser(t, { name: "Not a match" });

    const seen: number[] = [];
    const pageSizes: number[] = [];
    let url: string | null = `/api/users/?search=${tag}&page_size=20`;
    let pages = 0;
    while (url) {
      const res = await call(t, "GET", url, { token: staff.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(45);
      expect(body.previous === null).toBe(pages === 0);
      if (body.previous) {
        const prev = new URL(body.previous);
        expect(prev.searchParams.get("search")).toBe(tag);
        expect(prev.searchParams.get("page")).toBe(pages === 1 ? null : String(pages));
      }
      for (const u of body.results)
        expect(Object.keys(u).sort()).toEqual(["archived", "email", "id", "is_staff", "last_login", "name"]);
      seen.push(...body.results.map((u: { id: number }) => u.id));
      pageSizes.push(body.results.length);
      if (body.next) {
        const next = new URL(body.next);
        expect(next.searchParams.get("search")).toBe(tag);
        expect(next.searchParams.get("page_size")).toBe("20");
        expect(next.searchParams.get("page")).toBe(String(pages + 2));
      }
      url = body.next ? relative(body.next) : null;
      pages++;
    }
    expect(pageSizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(made); // ordered by id, each once
  });

  it("uses page_size 20 by default and answers a page past the end with 404", async () => {
    const res = await call(t, "GET", "/api/users/", { token: staff.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.length).toBe(Math.min(body.count, LIMITS.pageSizeDefault));
    const past = await call(t, "GET", "/api/users/?page=100000", { token: staff.token });
    expect(past.statusCode).toBe(404);
  });

  it("takes the search literally: % and _ are plain characters", async () => {
    const special = await createUser(t, { name: `Percent 100%_${unique()}` });
    await createUser(t, { name: `Percent 1000 ${unique()}` });
    const res = await call(t, "GET", `/api/users/?search=${encodeURIComponent("100%_")}`, { token: staff.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((u: { id: number }) => u.id)).toEqual([special.id]);
    const backslash = await call(t, "GET", `/api/users/?search=${encodeURIComponent("\\")}`, { token: staff.token });
    expect(backslash.statusCode).toBe(200);
    expect(backslash.json().count).toBe(0);
  });

  it.each([
    ["page=0"],
    ["page=abc"],
    ["page_size=0"],
    [`page_size=${LIMITS.pageSizeMax + 1}`],
    [`search=${"x".repeat(LIMITS.searchMax + 1)}`],
  ])("rejects ?%s with 400", async (query) => {
    const res = await call(t, "GET", `/api/users/?${query}`, { token: staff.token });
    expect(res.statusCode).toBe(400);
  });

  it("is staff only", async () => {
    const res = await call(t, "GET", "/api/users/", { token: plain.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: DETAIL.forbidden });
    expect((await call(t, "GET", "/api/users/")).statusCode).toBe(401);
  });
});

describe("POST /api/users/", () => {
  it("creates a user who can then log in", async () => {
    const body = newUserBody({ name: "  Created Person  ", is_staff: true });
    const res = await call(t, "POST", "/api/users/", { token: staff.token, payload: body });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Created Person",
      email: body.email,
      is_staff: true,
      last_login: null,
      archived: false,
    });

    const login = await call(t, "POST", "/api/users/login/", { payload: { email: body.email, password: body.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().is_staff).toBe(true);
    const read = await call(t, "GET", `/api/users/${created.id}/`, { token: staff.token });
    expect(read.json().last_login).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it("accepts the form as multipart too", async () => {
    const form = multipart({
      name: "Multipart Person",
      email: `mp-${unique()}@example.com`,
      password: "long enough 1",
      is_staff: "false",
    });
    const res = await call(t, "POST", "/api/users/", { token: staff.token, ...form });
    expect(res.statusCode).toBe(201);
    expect(res.json().is_staff).toBe(false);
  });

  it("refuses an e-mail address already taken in any case", async () => {
    const email = `taken-${unique()}@example.com`;
    expect((await call(t, "POST", "/api/users/", { token: staff.token, payload: newUserBody({ email }) })).statusCode).toBe(201);
    const again = await call(t, "POST", "/api/users/", {
      token: staff.token,
      payload: newUserBody({ email: email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: [MSG.emailTaken] });
  });

  it("lets only one of two racing creates with one address succeed", async () => {
    const email = `race-${unique()}@example.com`;
    const results = await Promise.all(
      [email, email.toUpperCase()].map((e) =>
        call(t, "POST", "/api/users/", { token: staff.token, payload: newUserBody({ email: e }) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json()).toEqual({ email: [MSG.emailTaken] });
  });

  it("names every missing field with the spec's texts", async () => {
    const res = await call(t, "POST", "/api/users/", { token: staff.token, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [MSG.nameRequired],
      email: [MSG.userEmailRequired],
      password: [MSG.userPasswordRequired],
      is_staff: [MSG.isAdminRequired],
    });
  });

  it("recognises the database's answer to a duplicate address, which settles a race past the first check", async () => {
    const email = `dup-${unique()}@example.com`;
    await insertUser(t.app.db, { name: "First", email, passwordHash: "x", isStaff: false });
    const err = await insertUser(t.app.db, {
      name: "Second",
      email: email.toUpperCase(),
      passwordHash: "x",
      isStaff: false,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });

  it.each([
    ["a blank name", { name: "   " }, { name: [MSG.nameRequired] }],
    ["a long name", { name: "x".repeat(LIMITS.nameMax + 1) }, { name: [MSG.nameTooLong] }],
    ["a blank e-mail", { email: "" }, { email: [MSG.userEmailRequired] }],
    ["an invalid e-mail", { email: "nope@" }, { email: [MSG.emailInvalid] }],
    ["a short password", { password: "1234567" }, { password: [MSG.passwordTooShort] }],
    ["a non-boolean admin flag", { is_staff: "maybe" }, { is_staff: [MSG.isAdminRequired] }],
    ["a missing admin flag", { is_staff: undefined }, { is_staff: [MSG.isAdminRequired] }],
    [
      "wrong types",
      { name: 5, email: ["a@b.co"], password: { x: 1 } },
      {
        name: [MSG.nameRequired],
        email: [MSG.userEmailRequired],
        password: [MSG.userPasswordRequired],
      },
    ],
  ])("validates %s", async (_what, over, errors) => {
    const res = await call(t, "POST", "/api/users/", { token: staff.token, payload: newUserBody(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it("names a blank password with the spec's text first", async () => {
    const res = await call(t, "POST", "/api/users/", { token: staff.token, payload: newUserBody({ password: "" }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().password[0]).toBe(MSG.userPasswordRequired);
  });

  it("checks 401, then 403, before the body", async () => {
    const anonymous = await call(t, "POST", "/api/users/", { payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const notStaff = await call(t, "POST", "/api/users/", { token: plain.token, payload: {} });
    expect(notStaff.statusCode).toBe(403);
    expect(notStaff.json()).toEqual({ detail: DETAIL.forbidden });
  });

  it("answers malformed bodies with a 4xx", async () => {
    const broken = await call(t, "POST", "/api/users/", {
      token: staff.token,
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: DETAIL.malformedJson });
    const list = await call(t, "POST", "/api/users/", { token: staff.token, payload: [newUserBody()] });
    expect(list.statusCode).toBe(400);
  });
});

describe("GET /api/users/{id}/", () => {
  it("reads one user", async () => {
    const res = await call(t, "GET", `/api/users/${plain.id}/`, { token: staff.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: plain.id,
      name: plain.name,
      email: plain.email,
      is_staff: false,
      last_login: null,
      archived: false,
    });
    expect((await call(t, "GET", `/api/users/${plain.id}`, { token: staff.token })).statusCode).toBe(200);
  });

  it("is 404 for an unknown id or a non-numeric path", async () => {
    for (const id of ["999999", "2147483647", "abc", "1e3", "-1"]) {
      const res = await call(t, "GET", `/api/users/${id}/`, { token: staff.token });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ detail: DETAIL.notFound });
    }
    expect((await call(t, "GET", "/api/users/99999999999999/", { token: staff.token })).statusCode).toBeLessThan(500);
  });

  it("is staff only", async () => {
    expect((await call(t, "GET", `/api/users/${plain.id}/`, { token: plain.token })).statusCode).toBe(403);
    expect((await call(t, "GET", `/api/users/${plain.id}/`)).statusCode).toBe(401);
  });

  it("leaves the fixed paths to their own routes", async () => {
    expect((await call(t, "GET", "/api/users/check-staff/", { token: staff.token })).json()).toEqual({ is_staff: true });
    // Not taken for an id: login/ is its own route, which takes POST only (docs/api.md "Errors": 405).
    const login = await call(t, "GET", "/api/users/login/", { token: staff.token });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe("POST");
  });
});

describe("PATCH /api/users/{id}/", () => {
  it("changes the name and the admin flag; ignores the e-mail", async () => {
    const u = await createUser(t);
    const res = await call(t, "PATCH", `/api/users/${u.id}/`, {
      token: staff.token,
      payload: { name: "Renamed Person", is_staff: true, email: "changed@example.com" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: u.id,
      name: "Renamed Person",
      email: u.email,
      is_staff: true,
      last_login: null,
      archived: false,
    });
    expect((await call(t, "GET", "/api/users/check-staff/", { token: u.token })).json()).toEqual({ is_staff: true });

    const demoted = await call(t, "PATCH", `/api/users/${u.id}/`, { token: staff.token, payload: { is_staff: false } });
    expect(demoted.json()).toMatchObject({ name: "Renamed Person", is_staff: false });
    expect((await call(t, "GET", "/api/users/", { token: u.token })).statusCode).toBe(403);
  });

  it("accepts an empty patch and returns the user unchanged", async () => {
    const res = await call(t, "PATCH", `/api/users/${plain.id}/`, { token: staff.token, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: plain.id, name: plain.name });
  });

  it("does not let staff remove their own admin flag", async () => {
    const me = await createUser(t, { isStaff: true });
    const res = await call(t, "PATCH", `/api/users/${me.id}/`, { token: me.token, payload: { is_staff: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ is_staff: [DETAIL.ownStaffFlag] });
    expect((await call(t, "GET", "/api/users/check-staff/", { token: me.token })).json()).toEqual({ is_staff: true });
    const rename = await call(t, "PATCH", `/api/users/${me.id}/`, {
      token: me.token,
      payload: { name: "Still Staff", is_staff: true },
    });
    expect(rename.statusCode).toBe(200);
  });

  it.each([
    [{ name: "" }, { name: [MSG.nameRequired] }],
    [{ name: null }, { name: [MSG.nameRequired] }],
    [{ name: "x".repeat(LIMITS.nameMax + 1) }, { name: [MSG.nameTooLong] }],
    [{ is_staff: "perhaps" }, { is_staff: [MSG.isAdminRequired] }],
    [{ is_staff: null }, { is_staff: [MSG.isAdminRequired] }],
  ])("validates %j", async (payload, errors) => {
    const res = await call(t, "PATCH", `/api/users/${plain.id}/`, { token: staff.token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it("is 401, 403 and 404 as the contract says", async () => {
    expect((await call(t, "PATCH", `/api/users/${plain.id}/`, { payload: { name: "x" } })).statusCode).toBe(401);
    const notStaff = await call(t, "PATCH", `/api/users/${plain.id}/`, { token: plain.token, payload: { name: "" } });
    expect(notStaff.statusCode).toBe(403);
    const unknown = await call(t, "PATCH", "/api/users/987654/", { token: staff.token, payload: { name: "x" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: DETAIL.notFound });
  });
});

describe("OpenAPI", () => {
  it("documents the users routes with their bodies", async () => {
    const res = await call(t, "GET", "/api/docs/json");
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(paths["/api/users/{id}/"]?.patch?.requestBody).toBeDefined();
    expect(paths["/api/users/login/"]?.post?.requestBody).toBeDefined();
    expect((paths["/api/users"] ?? paths["/api/users/"])?.post?.requestBody).toBeDefined();
  });
});
