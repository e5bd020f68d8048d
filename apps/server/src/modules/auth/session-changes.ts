type Listener = (userId: string) => void;

/**
 * Who wants to hear that a user's sessions may have changed (a revocation, a password or e-mail
 * change, a deleted account), whether it happened in this process or, through the invalidation
 * bus, in another: open live streams check their session again.
 */
export class SessionChanges {
  private readonly listeners = new Set<Listener>();

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(userId: string): void {
    for (const listener of this.listeners) listener(userId);
  }
}
