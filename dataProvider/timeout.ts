/** The client's timeout for every request (docs/wire.md §2.1): nothing retries. */
export const HTTP_TIMEOUT_MS = 120_000;
