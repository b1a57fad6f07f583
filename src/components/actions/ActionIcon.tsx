/** The icon of each `IconName` a descriptor may give an action. */
import type { ReactElement } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import MonitorIcon from '@mui/icons-material/Monitor';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import ReplayIcon from '@mui/icons-material/Replay';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import KeyIcon from '@mui/icons-material/Key';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MailIcon from '@mui/icons-material/Mail';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import VisibilityIcon from '@mui/icons-material/Visibility';
import HistoryIcon from '@mui/icons-material/History';
import SyncIcon from '@mui/icons-material/Sync';
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { IconName } from '../../../resources/vocabulary';

const ICONS: Record<IconName, () => ReactElement> = {
  add: () => <AddIcon />,
  edit: () => <EditIcon />,
  delete: () => <DeleteIcon />,
  refresh: () => <RefreshIcon />,
  test: () => <NetworkCheckIcon />,
  play: () => <PlayArrowIcon />,
  stop: () => <StopIcon />,
  terminate: () => <PowerSettingsNewIcon />,
  monitor: () => <MonitorIcon />,
  join: () => <GroupAddIcon />,
  replay: () => <ReplayIcon />,
  download: () => <DownloadIcon />,
  upload: () => <UploadIcon />,
  approve: () => <CheckIcon />,
  reject: () => <CloseIcon />,
  close: () => <CloseIcon />,
  key: () => <KeyIcon />,
  lock: () => <LockIcon />,
  unlock: () => <LockOpenIcon />,
  mail: () => <MailIcon />,
  link: () => <LinkIcon />,
  unlink: () => <LinkOffIcon />,
  visibility: () => <VisibilityIcon />,
  history: () => <HistoryIcon />,
  sync: () => <SyncIcon />,
  task: () => <AssignmentIcon />,
};

export function actionIcon(name?: IconName): ReactElement | undefined {
  return name ? ICONS[name]() : undefined;
}
