import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Pages are lazy route chunks: the first visit in a test file waits for their transform.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia: every query answers "no" (narrow screen, no dark preference) unless a
// test sets window.__mediaWidth.
declare global {
  interface Window {
    __mediaWidth?: number;
  }
}

function matches(query: string): boolean {
  const width = window.__mediaWidth ?? 390;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  window.__mediaWidth = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
