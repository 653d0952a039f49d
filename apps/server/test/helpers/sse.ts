// A minimal Server-Sent Events client over fetch, for tests and benchmarks.
export type SseFrame = { id?: string; event?: string; data?: string; comment?: string };

export type SseStream = {
  status: number;
  headers: Headers;
  /** Resolves with the next frame (comments included), or rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseFrame>;
  /** Next frame that carries data (skips comments and retry lines). */
  nextData(timeoutMs?: number): Promise<SseFrame>;
  close(): void;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  const frames: SseFrame[] = [];
  const waiters: ((f: SseFrame) => void)[] = [];
  let buffer = "";
  const push = (f: SseFrame) => {
    const w = waiters.shift();
    if (w) w(f);
    else frames.push(f);
  };
  if (res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let idx = buffer.indexOf("\n\n");
          while (idx >= 0) {
            const block = buffer.slice(0, idx);
            buffer = buffer.slice(idx + 2);
            const frame: SseFrame = {};
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) frame.comment = line.slice(1).trim();
              else if (line.startsWith("id: ")) frame.id = line.slice(4);
              else if (line.startsWith("event: ")) frame.event = line.slice(7);
              else if (line.startsWith("data: ")) frame.data = (frame.data ? `${frame.data}\n` : "") + line.slice(6);
            }
            if (frame.comment !== undefined || frame.data !== undefined) push(frame);
            idx = buffer.indexOf("\n\n");
          }
        }
      } catch {
        /* aborted */
      }
    })();
  }
  const next = (timeoutMs = 5000) =>
    new Promise<SseFrame>((resolve, reject) => {
      const f = frames.shift();
      if (f) return resolve(f);
      const timer = setTimeout(() => {
        const i = waiters.indexOf(done);
        if (i >= 0) waiters.splice(i, 1);
        reject(new Error(`no SSE frame within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (frame: SseFrame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      waiters.push(done);
    });
  return {
    status: res.status,
    headers: res.headers,
    next,
    async nextData(timeoutMs = 5000) {
      for (;;) {
        const f = await next(timeoutMs);
        if (f.data !== undefined) return f;
      }
    },
    close: () => controller.abort(),
  };
}
