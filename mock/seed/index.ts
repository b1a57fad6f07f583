/**
 * Deterministic demo data. The same seed always gives the same rows, so tests can name them;
 * `scale` multiplies the bulk volumes for benchmarks (MOCK_SCALE). Each area seeds in its own
 * module; the order matters because later areas draw from earlier ones (assets before accounts...).
 */
import { Store } from '../store';
import { seedAccess } from './access';
import { seedAccounts } from './accounts';
import { seedAssets } from './assets';
import { seedAudits } from './audits';
import { seedCloud } from './cloud';
import { SeedContext } from './context';
import { seedFollowUps } from './followUps';
import { seedIdentity } from './identity';
import { seedMessages } from './messages';
import { seedOps } from './ops';
import { seedTerminal } from './terminal';
import { seedSessions } from './terminalSessions';
import { seedTickets } from './tickets';
import { seedTicketSessions } from './ticketSessions';

export interface SeedOptions {
  seed?: number;
  scale?: number;
  /** A fixed "now" keeps relative dates stable in tests. */
  now?: Date;
}

export {
  DEMO_USERS,
  MFA_DEMO_USER,
  GENERATED_USERS,
  ORG_BEIJING,
  ORG_TOKYO,
  SECRET_VIEWER_ROLE,
} from './identity';
export { ASSET_VOLUMES } from './assets';
export { AUDIT_VOLUMES } from './audits';
export { SESSION_VOLUMES } from './terminalSessions';
export { TICKETS, TICKET_TYPES, type TicketStep } from './tickets';
export { DEMO_UNREAD } from './messages';
export { CELERY_TASKS } from './ops';
export { userDisplay } from './context';

export const DEFAULT_SEED = 20230316;

export function seedStore(opts: SeedOptions = {}): Store {
  const store = new Store();
  const ctx = new SeedContext(
    opts.seed ?? DEFAULT_SEED,
    opts.now ?? new Date(),
    Math.max(1, opts.scale ?? 1),
    store,
  );
  seedIdentity(ctx);
  const assets = seedAssets(ctx);
  const terminal = seedTerminal(ctx, assets);
  seedAccounts(ctx, assets);
  seedAccess(ctx, assets);
  seedSessions(ctx, assets, terminal);
  seedAudits(ctx, assets);
  seedOps(ctx, assets);
  seedTickets(ctx, assets);
  seedTicketSessions(ctx);
  seedMessages(ctx);
  seedCloud(ctx);
  seedFollowUps(ctx);
  return store;
}
