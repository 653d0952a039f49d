import "@testing-library/jest-dom/vitest";
import { createRequire } from "node:module";
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

// A label's control, as jsdom finds it, but through the document's id index. jsdom walks the whole
// document for each label (and an input's `labels` asks every label in it), so each accessible name
// of a field cost a pass over the page per label (a sixth of event-form.test.tsx's profile). The
// answer is the same (the first element in tree order with that id, if labelable); a label outside
// a document keeps jsdom's own walk.
type ElementImpl = {
  nodeType: number;
  getAttributeNS(ns: null, name: string): string | null;
  hasAttributeNS(ns: null, name: string): boolean;
};
type LabelImpl = ElementImpl & {
  getRootNode(options: object): { _byIdCache?: unknown; getElementById(id: string): ElementImpl | null };
};
const jsdomRequire = createRequire(createRequire(import.meta.url).resolve("jsdom"));
const { implementation: HTMLLabelElementImpl } = jsdomRequire("./jsdom/living/nodes/HTMLLabelElement-impl.js") as {
  implementation: { prototype: LabelImpl };
};
const { isLabelable } = jsdomRequire("./jsdom/living/helpers/form-controls.js") as { isLabelable(node: ElementImpl): boolean };
const walkForControl = Object.getOwnPropertyDescriptor(HTMLLabelElementImpl.prototype, "control")?.get;
if (walkForControl) {
  Object.defineProperty(HTMLLabelElementImpl.prototype, "control", {
    configurable: true,
    get(this: LabelImpl) {
      const root = this.getRootNode({});
      if (!this.hasAttributeNS(null, "for") || !root._byIdCache) return walkForControl.call(this);
      const id = this.getAttributeNS(null, "for") ?? "";
      if (id === "") return null;
      const target = root.getElementById(id);
      return target && isLabelable(target) ? target : null;
    },
  });
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  window.__mediaWidth = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
