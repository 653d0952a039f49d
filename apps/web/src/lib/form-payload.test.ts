import { describe, expect, it } from "vitest";
import { changedValues, isDirtyEntry, toFormData } from "./form-payload.ts";

describe("changedValues (edit sends only changed fields, docs/product.md section 5)", () => {
  it("keeps the fields react-hook-form marks dirty, nested or not", () => {
    const values = { name: "A", grade: 10, skills: [1, 3], details: { a: 1 }, email: null };
    const dirty = { name: true, skills: [false, true], details: { a: false }, grade: false };
    expect(changedValues(dirty, values)).toEqual({ name: "A", skills: [1, 3] });
  });

  it("reads an array of false (or nothing) as unchanged", () => {
    expect(isDirtyEntry([false, false])).toBe(false);
    expect(isDirtyEntry(undefined)).toBe(false);
    expect(isDirtyEntry({ x: [false, { y: true }] })).toBe(true);
  });
});

describe("toFormData (multipart, docs/api.md 'Conventions')", () => {
  it("repeats the key for each list item and sends an empty list as one empty value", () => {
    const body = toFormData({ skills: [1, 2], owners: [] });
    expect(body.getAll("skills")).toEqual(["1", "2"]);
    expect(body.getAll("owners")).toEqual([""]);
  });

  it("sends files as files, objects as JSON text, null as empty, and leaves undefined out", () => {
    const file = new File(["x"], "a.png", { type: "image/png" });
    const body = toFormData({ image: file, details: { Town: "Pune" }, email: null, grade: 1000, missing: undefined });
    expect((body.get("image") as File).name).toBe("a.png");
    expect(body.get("details")).toBe('{"Town":"Pune"}');
    expect(body.get("email")).toBe("");
    expect(body.get("grade")).toBe("1000");
    expect(body.has("missing")).toBe(false);
  });
});
