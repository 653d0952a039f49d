// A controllable EventSource for tests of the live stream.
type Handler = (e: MessageEvent<string>) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((e: Event) => void) | null = null;
  onmessage: Handler | null = null;
  onerror: ((e: Event) => void) | null = null;
  private listeners = new Map<string, Handler[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, handler: Handler) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), handler]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server accepted the stream and sent `event: ready`. */
  open(seq = 0) {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event("open"));
    this.emit("ready", { seq, event: 1 });
  }

  /** A message of the stream; its id (what a reconnecting stream sends back) is the data's `seq`. */
  emit(type: string, data: unknown) {
    const seq = (data as { seq?: unknown } | null)?.seq;
    const e = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: typeof seq === "number" ? String(seq) : "" });
    if (type === "message") this.onmessage?.(e);
    for (const h of this.listeners.get(type) ?? []) h(e);
  }

  /** The connection dropped; `closed` when the browser gave up (e.g. a 502 answer). */
  fail(closed = false) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event("error"));
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error("no EventSource was opened");
    return last;
  }
}
