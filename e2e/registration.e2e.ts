// Players register themselves (docs/product.md section 10; docs/api.md "Registration"): the organiser
// opens registration with two questions; three players register on 390 px phones (one with a photo
// from a file input, one a duplicate of another); the organiser approves two and rejects one at
// 1440 px by keyboard; the two are in the public players list; the poster prints as an A4 PDF. Axe on
// every page visited.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { allPlayers, api, createEvent, loginToken } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, launch, shot } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");
let browser: Browser;
let token: string;
let eventId: number;

beforeAll(async () => {
  browser = await launch();
  token = await loginToken(base, admin);
  eventId = (await createEvent(base, token, "Registration Cup")).id;
  await api(base, `events/events/${eventId}/registration/`, {
    token,
    method: "PATCH",
    json: {
      open: true,
      note: "Fee 200, pay at the ground",
      fields: { photo: "optional", date_of_birth: "required", skills: "off", phone: "required", email: "optional" },
      questions: [
        { label: "Batting hand", kind: "choice", options: ["Right", "Left"], required: true },
        { label: "Years played", kind: "number", required: false },
      ],
    },
  });
});
afterAll(() => browser?.close());

async function axeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function registerAt390(who: { name: string; dob: string; phone: string; hand: string; photo?: Buffer }) {
  const ctx = await contextAt(browser, 390);
  const page = await ctx.newPage();
  await page.goto(`${base}/view/${eventId}/register`);
  await page.getByText("Fee 200, pay at the ground").waitFor();
  await axeClean(page);
  await page.getByRole("textbox", { name: /^Name/ }).fill(who.name);
  await page.getByLabel(/^Date of birth/).fill(who.dob);
  await page.getByRole("textbox", { name: /^Phone/ }).fill(who.phone);
  await page.getByRole("combobox", { name: /^Batting hand/ }).click();
  await page.getByRole("option", { name: who.hand }).click();
  if (who.photo) {
    await page
      .locator('input[type="file"][name="photo"]')
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: who.photo });
    await page.getByText(/Photo ready/).waitFor();
  }
  await shot(page, "registration", `form-${who.name.split(" ")[0]?.toLowerCase()}`, 390);
  await page.getByRole("button", { name: "Send registration" }).click();
  await page.getByRole("heading", { name: "Registration sent" }).waitFor();
  await axeClean(page);
  await shot(page, "registration", "sent", 390);
  await ctx.close();
}

describe("players register themselves", () => {
  it("three register at 390 px; the organiser approves two and rejects one by keyboard at 1440 px; the poster prints on A4", async () => {
    const photo = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    await registerAt390({ name: "Asha Rao", dob: "2001-02-03", phone: "98450 11111", hand: "Left" });
    await registerAt390({ name: "Bala Iyer", dob: "1999-09-09", phone: "98450 22222", hand: "Right", photo });
    await registerAt390({ name: "Asha R", dob: "2001-02-04", phone: "+91 98450-11111", hand: "Left" });

    const ctx = await contextAt(browser, 1440);
    const page = await ctx.newPage();
    await page.goto(`${base}/auth/login`);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(/\/events\/(for-you|all)/);
    await page.goto(`${base}/dashboard/${eventId}/registrations`);
    await page.getByTestId("registration-queue").waitFor();
    await page.getByText("Same phone as another player or registration").waitFor();
    await axeClean(page);
    await shot(page, "registration", "queue", 1440);
    const queue = page.getByTestId("registration-queue");
    await queue.focus();
    await page.keyboard.press("a");
    await page.getByText("Asha Rao approved.").waitFor();
    await queue.focus();
    await page.keyboard.press("a");
    await page.getByText("Bala Iyer approved.").waitFor();
    await queue.focus();
    await page.keyboard.press("r");
    await page.getByText("Asha R rejected.").waitFor();
    await page.getByText("No registrations waiting.").waitFor();

    const players = await allPlayers(base, eventId);
    expect(players.map((p) => p.name).sort()).toEqual(["Asha Rao", "Bala Iyer"]);
    expect(players.find((p) => p.name === "Bala Iyer")?.image).toMatch(/^\/media\/players\//);
    const view = await (await contextAt(browser, 390)).newPage();
    await view.goto(`${base}/view/${eventId}/players`);
    await view.getByText("Bala Iyer").first().waitFor();
    await axeClean(view);

    await page.goto(`${base}/dashboard/${eventId}/registrations/poster`);
    await page.getByRole("img", { name: /^QR code of / }).waitFor();
    await axeClean(page);
    await shot(page, "registration", "poster", 1440);
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    if (process.env.SCREENSHOTS === "1") fs.writeFileSync(path.join(os.tmpdir(), "registration-poster.pdf"), pdf);
    await ctx.close();
    // Three phones, the queue and the poster on one loaded machine: generous, so only a step that never
    // completes fails.
  }, 480_000);
});
