/**
 * The domain calls beyond the generic resource protocol (docs/demo-backend.md §5), most specific
 * first.
 */
import type { Route } from '../router';
import { accountRoutes } from './domainAccounts';
import { assetCatalogRoutes } from './domainAssets';
import { assetPermRoutes } from './domainAssetPerms';
import { assetTaskRoutes } from './domainAssetTasks';
import { automationRunRoutes } from './domainAutomationRuns';
import { automationMemberRoutes } from './domainAutomationMembers';
import { favouriteRoutes } from './domainFavourites';
import { jobVariableRoutes } from './domainJobVariables';
import { sessionJoinRoutes } from './domainSessionJoins';
import { nodeAmountRoutes } from './domainNodeAmount';
import { auditRoutes } from './domainAudit';
import { dashboardRoutes } from './domainDashboard';
import { flowerRoutes } from './domainFlower';
import { myHomeRoutes } from './domainMyHome';
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
import { profileAuthRoutes } from './domainProfileAuth';
import { profileMfaRoutes } from './domainProfileMfa';
import { settingFormRoutes } from './domainSettingForms';
import { settingTestRoutes } from './domainSettingTests';
import { subscriptionRoutes } from './domainSubscriptions';
import { sessionRoutes } from './domainSessions';
import { settingsRoutes } from './domainSettings';
import { systemRoutes } from './domainSystem';
import { taskRoutes } from './domainTasks';
import { terminalRoutes } from './domainTerminal';
import { ticketRoutes } from './domainTickets';
import { ticketSessionRoutes } from './domainTicketSessions';
import { userGroupRelationRoutes } from './domainUserGroupRelations';
import { userRoutes } from './domainUsers';
import { userRemovalRoutes } from './domainUserRemoval';
import { rbacRoutes } from './domainRbac';

export const domainRoutes: Route[] = [
  ...taskRoutes,
  ...assetTaskRoutes,
  ...automationRunRoutes,
  ...systemRoutes,
  ...dashboardRoutes,
  ...myHomeRoutes,
  ...accountRoutes,
  ...automationMemberRoutes,
  ...favouriteRoutes,
  ...jobVariableRoutes,
  ...sessionJoinRoutes,
  ...jobRoutes,
  ...assetCatalogRoutes,
  ...nodeRoutes,
  ...assetPermRoutes,
  ...nodeAmountRoutes,
  ...interfaceRoutes,
  ...licenceRoutes,
  ...auditRoutes,
  ...confirmRoutes,
  ...messageRoutes,
  ...ticketRoutes,
  ...ticketSessionRoutes,
  ...settingsRoutes,
  ...settingFormRoutes,
  ...settingTestRoutes,
  ...subscriptionRoutes,
  ...profileRoutes,
  ...profileAuthRoutes,
  ...profileMfaRoutes,
  ...personalTokenRoutes,
  ...myAssetRoutes,
  ...opsRoutes,
  ...sessionRoutes,
  ...userGroupRelationRoutes,
  ...userRoutes,
  ...userRemovalRoutes,
  ...rbacRoutes,
  ...terminalRoutes,
  ...flowerRoutes,
];
