export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** A Server-Sent Events reader over fetch, collecting events as they arrive. */
export class EventStreamReader {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  private readonly controller = new AbortController();
  private done: Promise<void> = Promise.resolve();
  status = 0;
  contentType = '';
  /** Set when the server ended the stream (or close() aborted it). */
  ended = false;

  static async open(url: string, headers: Record<string, string>): Promise<EventStreamReader> {
    const reader = new EventStreamReader();
    const response = await fetch(url, { headers, signal: reader.controller.signal });
    reader.status = response.status;
    reader.contentType = response.headers.get('content-type') ?? '';
    if (response.ok && response.body) reader.done = reader.pump(response.body);
    else await response.body?.cancel();
    return reader;
  }

  private async pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      this.ended = true;
    }
  }

  private parse(block: string) {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) this.events.push({ id, event, data: JSON.parse(data.join('\n')) });
  }

  /** Waits until `predicate` holds for the events received so far (at most `timeoutMs`). */
  async waitFor(
    predicate: (events: ReceivedEvent[]) => boolean,
    timeoutMs = 5_000,
  ): Promise<ReceivedEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.events)) {
      if (Date.now() > deadline) {
        throw new Error(`events not received in time; got ${JSON.stringify(this.events)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.events;
  }

  /** Waits until the server ends the stream (at most `timeoutMs`). */
  async waitForEnd(timeoutMs = 1_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error(`the stream was still open after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async close() {
    this.controller.abort();
    await this.done;
  }
}
