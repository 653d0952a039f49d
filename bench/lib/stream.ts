// One client of an event's live stream (GET /api/events/{id}/live/, docs/api.md "Live updates"), as
// the benches hold them: the unnamed messages (what the page's onmessage gets), parsed.
import http from "node:http";

export type StreamMessage = {
  topics: string[];
  action?: string;
  detail?: { player?: { id: number } | null; amount?: number; team?: { id: number } };
};

/**
 * Opens the stream; resolves once the server's `ready` came, with a way to close it. A stream that
 * breaks before it is closed ends the process.
 */
export function openStream(
  urlBase: string,
  eventId: number,
  onMessage: (msg: StreamMessage) => void,
): Promise<{ close(): void }> {
  let closed = false;
  return new Promise((ready) => {
    const req = http.get(
      `${urlBase}/api/events/${eventId}/live/`,
      { agent: false, headers: { accept: "text/event-stream" } },
      (res) => {
        res.setEncoding("utf8");
        let buf = "";
        res.on("data", (chunk: string) => {
          buf += chunk;
          let end = buf.indexOf("\n\n");
          while (end >= 0) {
            const block = buf.slice(0, end);
            buf = buf.slice(end + 2);
            end = buf.indexOf("\n\n");
            if (block.includes("event: ready"))
              ready({
                close() {
                  closed = true;
                  req.destroy();
                },
              });
            // The page's onmessage gets unnamed events only (`ready` is a named one).
            const data = /^event: /m.test(block) ? undefined : /^data: (.*)$/m.exec(block)?.[1];
            if (data) onMessage(JSON.parse(data) as StreamMessage);
          }
        });
      },
    );
    req.on("error", (err) => {
      if (closed) return;
      console.error(err);
      process.exit(1);
    });
  });
}
