import { afterEach, describe, expect, it, vi } from "vitest";
import { takeAlerts } from "./alerts.ts";
import { ApiError } from "./api-client.ts";
import { ALERT_TEXT, describeApiError, fieldErrors, showApiError } from "./api-errors.ts";

const err = (status: number, body?: unknown) => new ApiError(status, body);

describe("alert rules (docs/product.md section 8)", () => {
  afterEach(() => {
    takeAlerts();
  });

  it("400 with a text detail: Validation Error with that text", () => {
    expect(describeApiError(err(400, { detail: "Unable to log in with provided credentials." }))).toEqual({
      title: "Validation Error",
      text: "Unable to log in with provided credentials.",
      severity: "error",
    });
  });

  it("400 with a list detail: the list joined by spaces", () => {
    expect(describeApiError(err(400, { detail: ["First.", "Second."] }))?.text).toBe("First. Second.");
  });

  it("400 with an object detail: the object as text", () => {
    expect(describeApiError(err(400, { detail: { price: "too high" } }))?.text).toBe('{"price":"too high"}');
  });

  it("400 without detail: no alert", () => {
    expect(describeApiError(err(400, { name: ["Name is required"] }))).toBeNull();
  });

  it("401: no alert", () => {
    expect(describeApiError(err(401, { detail: "Authentication credentials were not provided." }))).toBeNull();
  });

  it("network error: Network Error as a warning", () => {
    expect(describeApiError(err(0))).toEqual({ title: "Network Error", text: ALERT_TEXT.network, severity: "warning" });
    expect(ALERT_TEXT.network).toBe("Please check your internet connection and try again.");
  });

  it("offline: Network Error whatever the failure", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(describeApiError(err(500))?.title).toBe("Network Error");
  });

  it("timeout (408): Network Error", () => {
    expect(describeApiError(err(408))?.title).toBe("Network Error");
  });

  it("403: Access Denied", () => {
    expect(describeApiError(err(403, { detail: "x" }))).toEqual({
      title: "Access Denied",
      text: "You do not have permission to perform this action.",
      severity: "error",
    });
  });

  it("404: Not Found", () => {
    expect(describeApiError(err(404))).toMatchObject({ title: "Not Found", text: "The requested resource was not found." });
  });

  it("429: Too Many Requests", () => {
    expect(describeApiError(err(429))).toMatchObject({
      title: "Too Many Requests",
      text: "Please wait a moment before trying again.",
    });
  });

  it.each([500, 502, 503, 504])("%i: Server Error", (status) => {
    expect(describeApiError(err(status))).toMatchObject({
      title: "Server Error",
      text: "Something went wrong on our server. Please try again later.",
    });
  });

  it("other status: Error with the response's message", () => {
    expect(describeApiError(err(409, { message: "Already sold." }))).toMatchObject({ title: "Error", text: "Already sold." });
  });

  it("other status: the contract's detail when there is no message", () => {
    expect(describeApiError(err(415, { detail: "Unsupported media type." }))?.text).toBe("Unsupported media type.");
  });

  it("other status without a message: An unexpected error occurred.", () => {
    expect(describeApiError(err(418))).toMatchObject({ title: "Error", text: "An unexpected error occurred." });
    expect(describeApiError(new Error("boom"))).toMatchObject({ title: "Error", text: "An unexpected error occurred." });
  });

  it("queues the alert for display", () => {
    showApiError(err(403));
    expect(takeAlerts()).toEqual([expect.objectContaining({ title: "Access Denied", severity: "error" })]);
  });

  it("shows nothing for the silent rows", () => {
    showApiError(err(401));
    expect(takeAlerts()).toEqual([]);
  });

  it("a custom handler overrides the alert", () => {
    const handler = vi.fn();
    showApiError(err(500), handler);
    expect(handler).toHaveBeenCalledWith(expect.any(ApiError));
    expect(takeAlerts()).toEqual([]);
  });
});

describe("field errors", () => {
  it("reads {field: [messages]} from a 400, not detail", () => {
    expect(fieldErrors(err(400, { email: ["Enter a valid Email ID"], detail: "x", password_re: ["A.", "B."] }))).toEqual({
      email: "Enter a valid Email ID",
      password_re: "A. B.",
    });
    expect(fieldErrors(err(500, { email: ["x"] }))).toEqual({});
  });
});
