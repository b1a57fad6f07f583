/** The route map names its menu icons; these are the pictures behind the names. */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import TaskOutlined from '@mui/icons-material/TaskOutlined';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import TokenOutlined from '@mui/icons-material/TokenOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

export type MenuIcon = ComponentType<SvgIconProps>;

const ICONS: Record<string, MenuIcon> = {
  accounts: ManageAccountsOutlined,
  applets: AppsOutlined,
  approvals: FactCheckOutlined,
  assets: Inventory2Outlined,
  auth: LockOpenOutlined,
  clean: CleaningServicesOutlined,
  dashboard: DashboardOutlined,
  email: EmailOutlined,
  files: FolderOpenOutlined,
  flows: AccountTreeOutlined,
  home: HomeOutlined,
  interface: PaletteOutlined,
  jobs: WorkOutline,
  key: KeyOutlined,
  license: WorkspacePremiumOutlined,
  logs: ArticleOutlined,
  messages: ChatBubbleOutline,
  orgs: CorporateFareOutlined,
  other: MoreHorizOutlined,
  password: PasswordOutlined,
  perms: VerifiedUserOutlined,
  profile: PersonOutline,
  security: SecurityOutlined,
  sessions: OndemandVideoOutlined,
  settings: SettingsOutlined,
  sms: SmsOutlined,
  tasks: TaskOutlined,
  terminal: TerminalOutlined,
  tickets: ConfirmationNumberOutlined,
  token: TokenOutlined,
  tools: BuildOutlined,
  users: PeopleOutline,
};

export function menuIcon(name: string | undefined): MenuIcon | undefined {
  return name ? ICONS[name] : undefined;
}
