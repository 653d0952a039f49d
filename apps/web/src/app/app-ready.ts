// The attribute set on <html> once the app's first render is on the page (hydrated, or rendered in the
// browser). Browser journeys wait for it before they judge a page (e2e/support/layout.ts `settled`):
// hydration runs in slices (start.tsx), and what it changes may start a transition.
export const APP_READY_ATTRIBUTE = "data-app-ready";
