/** The domain calls beyond the generic resource protocol (protocol.md §6, shell-spec §7.2), most specific first. */
import type { Route } from '../router';
import { assetCatalogRoutes } from './domainAssets';
import { auditRoutes } from './domainAudit';
import { confirmRoutes } from './domainConfirm';
import { jobRoutes } from './domainJobs';
import { interfaceRoutes } from './domainInterface';
import { licenceRoutes } from './domainLicence';
import { messageRoutes } from './domainMessages';
import { opsRoutes } from './domainOps';
import { myAssetRoutes } from './domainMyAssets';
import { nodeRoutes } from './domainNodes';
import { personalTokenRoutes } from './domainPersonalTokens';
import { profileRoutes } from './domainProfile';
import { settingFormRoutes } from './domainSettingForms';
import { subscriptionRoutes } from './domainSubscriptions';
import { settingsRoutes } from './domainSettings';
import { taskRoutes } from './domainTasks';
import { ticketRoutes } from './domainTickets';
import { userGroupRelationRoutes } from './domainUserGroupRelations';

export const domainRoutes: Route[] = [
  ...taskRoutes,
  ...jobRoutes,
  ...assetCatalogRoutes,
  ...nodeRoutes,
  ...interfaceRoutes,
  ...licenceRoutes,
  ...auditRoutes,
  ...confirmRoutes,
  ...messageRoutes,
  ...ticketRoutes,
  ...settingsRoutes,
  ...settingFormRoutes,
  ...subscriptionRoutes,
  ...profileRoutes,
  ...personalTokenRoutes,
  ...myAssetRoutes,
  ...opsRoutes,
  ...userGroupRelationRoutes,
];
