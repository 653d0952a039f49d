// The check of a live message's `action` and `detail` (the domain's zod schemas, docs/api.md "Live
// messages"). lib/live.tsx loads it with a stream's first message, so the schemas
// are not part of a public page's first load (docs/decisions/039-the-room.md).
export { liveEventOf } from "@sah/domain";
