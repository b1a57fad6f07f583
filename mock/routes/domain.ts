/** The domain calls beyond the generic resource protocol (protocol.md §6, shell-spec §7.2), most specific first. */
import type { Route } from '../router';
import { assetCatalogRoutes } from './domainAssets';
import { auditRoutes } from './domainAudit';
import { confirmRoutes } from './domainConfirm';
import { licenceRoutes } from './domainLicence';
import { messageRoutes } from './domainMessages';
import { opsRoutes } from './domainOps';
import { settingsRoutes } from './domainSettings';
import { ticketRoutes } from './domainTickets';

export const domainRoutes: Route[] = [
  ...assetCatalogRoutes,
  ...licenceRoutes,
  ...auditRoutes,
  ...confirmRoutes,
  ...messageRoutes,
  ...ticketRoutes,
  ...settingsRoutes,
  ...opsRoutes,
];
