import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { config as zodConfig } from "zod";
import { App } from "./app/app.tsx";

// The server's Content-Security-Policy has no 'unsafe-eval'. zod would probe `new Function` on the
// first parse (its JIT), which the browser blocks and reports as a CSP violation: tell it not to try.
zodConfig({ jitless: true });

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
