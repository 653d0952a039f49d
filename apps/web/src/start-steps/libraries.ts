// Step 2 of the start (src/main.tsx): the other libraries the start needs (MUI and Emotion,
// the router, TanStack Query); one export of each runs the chunk they share.
export { ThemeProvider } from "@mui/material/styles";
export { QueryClient } from "@tanstack/react-query";
export { createBrowserRouter } from "react-router";
