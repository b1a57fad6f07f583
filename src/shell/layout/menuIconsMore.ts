/** The settings and profile views' menu icons, loaded on demand (see menuIcons.ts). */
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import TaskOutlined from '@mui/icons-material/TaskOutlined';
import TokenOutlined from '@mui/icons-material/TokenOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { MenuIcon, MoreIconName } from './menuIcons';

export const MORE_ICONS: Record<MoreIconName, MenuIcon> = {
  applets: AppsOutlined,
  auth: LockOpenOutlined,
  clean: CleaningServicesOutlined,
  email: EmailOutlined,
  interface: PaletteOutlined,
  key: KeyOutlined,
  license: WorkspacePremiumOutlined,
  messages: ChatBubbleOutline,
  monitor: MonitorHeartOutlined,
  orgs: CorporateFareOutlined,
  other: MoreHorizOutlined,
  password: PasswordOutlined,
  profile: PersonOutline,
  security: SecurityOutlined,
  settings: SettingsOutlined,
  sms: SmsOutlined,
  tasks: TaskOutlined,
  token: TokenOutlined,
  tools: BuildOutlined,
};
