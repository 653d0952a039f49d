// Spec tables (section 3 grade codes, section 4 statuses) and section 5 texts, per form.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  CompleteForgotPasswordBody,
  EventBody,
  ForgotPasswordBody,
  GRADES,
  gradeName,
  isPlacedStatus,
  isPrivateDetailKey,
  LoginBody,
  PLAYER_STATUSES,
  PlayerBody,
  SellBody,
  SponsorBody,
  TeamBody,
  UpdatePasswordBody,
  UserCreateBody,
  UserPatchBody,
} from "../src/index.ts";

function errors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) {
    const k = String(i.path[0] ?? "");
    out[k] ??= [];
    out[k].push(i.message);
  }
  return out;
}

describe("spec tables", () => {
  it("has the seven player statuses with their badge colours (section 4)", () => {
    expect(PLAYER_STATUSES.map((s) => [s.code, s.name, s.color])).toEqual([
      [0, "Available", "primary"],
      [1, "Auctioning", "secondary"],
      [2, "Unsold", "error2"],
      [3, "Sold", "success"],
      [4, "Retained", "info"],
      [5, "Suspended", "error"],
      [6, "Icon", "warning"],
    ]);
    expect([0, 1, 2, 3, 4, 5, 6].filter(isPlacedStatus)).toEqual([3, 4, 6]);
  });

  it("has the grade codes in auction order with NA last (section 3)", () => {
    expect(GRADES.map((g) => `${g.name}=${g.code}`).join(" ")).toBe(
      "A+=10 A=15 A-=20 B+=25 B=30 B-=35 C+=40 C=45 C-=50 D+=55 D=60 D-=65 E+=70 E=75 E-=80 F+=85 F=90 F-=95 NA=1000",
    );
    expect(gradeName(1000)).toBe("NA");
    expect(gradeName(25)).toBe("B+");
  });

  it("marks Contact Number and _-keys private", () => {
    expect(["Contact Number", "_id", "_", "Town", "contact number"].map(isPrivateDetailKey)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("section 5 texts", () => {
  it("login and forgot password", () => {
    for (const schema of [LoginBody, ForgotPasswordBody]) {
      expect(errors(schema, {}).email).toEqual(["Email is required"]);
      expect(errors(schema, { email: "not-an-email" }).email).toEqual(["Enter a valid Email ID"]);
    }
    expect(errors(LoginBody, { email: "a@b.co" }).password).toEqual(["Password is required"]);
    expect(errors(LoginBody, { email: "a@b.co", password: "x" })).toEqual({});
  });

  it("reset and update password", () => {
    expect(errors(UpdatePasswordBody, {})).toEqual({ password: ["Password is required"], password_re: ["Password is required"] });
    expect(errors(UpdatePasswordBody, { password: "long enough 1", password_re: "different 12" })).toEqual({
      password_re: ["Passwords do not match"],
    });
    expect(
      errors(CompleteForgotPasswordBody, { uid: "MQ", token: "t", password: "long enough 1", password_re: "long enough 1" }),
    ).toEqual({});
  });

  it("player", () => {
    expect(errors(PlayerBody, {})).toEqual({ name: ["Name is required"], date_of_birth: ["Date is required"] });
    expect(errors(PlayerBody, { name: "x".repeat(201), date_of_birth: "2000-01-01" }).name).toHaveLength(1);
    expect(errors(PlayerBody, { name: "P", date_of_birth: "2000-01-01", grade: "" }).grade).toEqual(["Grade is required"]);
    expect(errors(PlayerBody, { name: "P", date_of_birth: "2000-01-01", email: "nope" }).email).toEqual([
      "Enter a valid Email ID",
    ]);
    expect(errors(PlayerBody, { name: "P", date_of_birth: "2000-01-01", details: "[1,2]" }).details).toEqual([
      "Details must be a JSON object.",
    ]);
    const ok = PlayerBody.parse({
      name: " P ",
      date_of_birth: "2000-01-01",
      details: '{"Town":"Pune"}',
      skills: ["3", "4"],
      email: "",
    });
    expect(ok).toEqual({
      name: "P",
      date_of_birth: "2000-01-01",
      grade: 1000,
      details: { Town: "Pune" },
      skills: [3, 4],
      email: null,
    });
  });

  it("team", () => {
    expect(errors(TeamBody, {})).toEqual({ name: ["Name is required"], owners: ["Select Owners for the event"] });
    expect(errors(TeamBody, { name: "T", owners: ["-1"] }).owners).toEqual(["Select Owners for the event"]);
    expect(TeamBody.parse({ name: "T", owners: "5" }).owners).toEqual([5]);
  });

  it("sponsor", () => {
    expect(errors(SponsorBody, {})).toEqual({
      name: ["Name is required"],
      category: ["Category is required"],
      order: ["Order is required"],
    });
    expect(errors(SponsorBody, { name: "S", category: "C", order: 25 }).order).toEqual(["Order must be between 1 and 24."]);
    expect(errors(SponsorBody, { name: "S", category: "C", order: 0 }).order).toEqual(["Order must be between 1 and 24."]);
    expect(errors(SponsorBody, { name: "S", category: "C", order: 24, link: "" })).toEqual({});
  });

  it("event: every field required with its text", () => {
    expect(errors(EventBody, {})).toEqual({
      name: ["Name is required"],
      date: ["Date is required"],
      start_time: ["Start time is required"],
      end_time: ["End time is required"],
      location: ["Location is required"],
      funds_per_team: ["Funds per teams is required"],
      funds_unit: ["Funds per units is required"],
      min_player_price: ["Minimum players is required"],
      min_players: ["Minimum players is required"],
      max_players: ["Maximum players is required"],
      type: ["Type is required"],
    });
  });

  it("user create and edit", () => {
    expect(errors(UserCreateBody, {})).toEqual({
      name: ["Name is required"],
      email: ["Email ID is Required"],
      password: ["Password is Required"],
      is_staff: ["Is Admin?"],
    });
    expect(errors(UserPatchBody, { name: "" })).toEqual({ name: ["Name is required"] });
    expect(errors(UserPatchBody, { is_staff: "maybe" })).toEqual({ is_staff: ["Is Admin?"] });
  });

  it("sell: team and price required for Sold, Retained and Icon only", () => {
    for (const status of [3, 4, 6]) expect(Object.keys(errors(SellBody, { player: 1, status }))).toEqual(["team", "price"]);
    for (const status of [0, 1, 2, 5]) expect(errors(SellBody, { player: 1, status })).toEqual({});
    expect(errors(SellBody, { player: 1 }).status).toEqual(["Status is required"]);
  });
});
