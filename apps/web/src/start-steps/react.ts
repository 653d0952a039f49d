// Step 1 of the start (src/main.tsx): React and React DOM.
export { hydrateRoot } from "react-dom/client";
