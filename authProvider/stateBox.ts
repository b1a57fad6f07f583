/** A tiny observable value: React reads it with useSyncExternalStore, tests read it directly. */
export class StateBox<T extends object> {
  private value: T;
  private readonly listeners = new Set<(value: T) => void>();

  constructor(initial: T) {
    this.value = initial;
  }

  get = (): T => this.value;

  set(patch: Partial<T>): void {
    this.value = { ...this.value, ...patch };
    this.listeners.forEach((l) => l(this.value));
  }

  subscribe = (listener: (value: T) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves with the first value (the current one included) that `accept` maps to non-null. */
  when<R>(accept: (value: T) => R | null | undefined): Promise<R> {
    const now = accept(this.value);
    if (now != null) return Promise.resolve(now);
    return new Promise((resolve) => {
      const stop = this.subscribe((v) => {
        const found = accept(v);
        if (found == null) return;
        stop();
        resolve(found);
      });
    });
  }
}
