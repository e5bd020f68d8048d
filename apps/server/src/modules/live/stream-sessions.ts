/** What a stream needs to know of its session: is the bearer token still a live session's? */
export interface StreamSessionChecks {
  /** The session id behind the token when it is still live; `fresh` asks the database itself. */
  sessionOf(token: string, options: { fresh: boolean }): Promise<string | null>;
  /** Calls `listener` when a user's sessions may have been revoked (here or in another process). */
  onSessionsChanged(listener: (userId: string) => void): () => void;
}

interface OpenStream {
  userId: string;
  sessionId: string;
  token: string;
  close(): void;
}

/**
 * The live streams open in this process, by session: a stream ends as soon as its session is
 * revoked or its account deleted, and one session holds at most `perSession` streams.
 */
export class StreamSessions {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private readonly countBySession = new Map<string, number>();
  private readonly stopListening: () => void;

  constructor(
    private readonly checks: StreamSessionChecks,
    private readonly perSession: number,
  ) {
    this.stopListening = checks.onSessionsChanged((userId) => void this.recheckUser(userId));
  }

  /** Registers a stream; null when its session already holds as many as it may. */
  add(stream: OpenStream): (() => void) | null {
    const count = this.countBySession.get(stream.sessionId) ?? 0;
    if (count >= this.perSession) return null;
    this.countBySession.set(stream.sessionId, count + 1);
    const streams = this.byUser.get(stream.userId) ?? new Set<OpenStream>();
    streams.add(stream);
    this.byUser.set(stream.userId, streams);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      streams.delete(stream);
      if (streams.size === 0) this.byUser.delete(stream.userId);
      const left = (this.countBySession.get(stream.sessionId) ?? 1) - 1;
      if (left > 0) this.countBySession.set(stream.sessionId, left);
      else this.countBySession.delete(stream.sessionId);
    };
  }

  /** Closes the stream unless its token still belongs to its session. */
  async recheck(stream: OpenStream, fresh: boolean): Promise<void> {
    let sessionId: string | null;
    try {
      sessionId = await this.checks.sessionOf(stream.token, { fresh });
    } catch {
      // The database is out of reach: the next check decides, a stream is not cut for that.
      return;
    }
    if (sessionId !== stream.sessionId) stream.close();
  }

  /** Every stream of the user asks the database again, one question per token. */
  private async recheckUser(userId: string): Promise<void> {
    const byToken = new Map<string, OpenStream[]>();
    for (const stream of this.byUser.get(userId) ?? []) {
      byToken.set(stream.token, [...(byToken.get(stream.token) ?? []), stream]);
    }
    await Promise.all(
      [...byToken.values()].map(async (streams) => {
        let sessionId: string | null;
        try {
          sessionId = await this.checks.sessionOf(streams[0]!.token, { fresh: true });
        } catch {
          return;
        }
        for (const stream of streams) if (sessionId !== stream.sessionId) stream.close();
      }),
    );
  }

  close(): void {
    this.stopListening();
  }
}
