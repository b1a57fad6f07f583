/** The demo backend as the servers start it: MOCK_SCALE multiplies the seed volumes. */
import { createBackend } from '../../mock/backend';

export function backendFromEnv() {
  const scale = Number(process.env.MOCK_SCALE ?? '1');
  return createBackend({ scale: Number.isFinite(scale) && scale > 0 ? scale : 1 });
}

export function portFromEnv(fallback = 8080): number {
  const i = process.argv.indexOf('--port');
  const raw = i >= 0 ? process.argv[i + 1] : process.env.PORT;
  const port = Number(raw ?? fallback);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`Invalid port: ${raw}`);
    process.exit(2);
  }
  return port;
}
