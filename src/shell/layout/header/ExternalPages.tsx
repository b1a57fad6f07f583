/** The web terminal and the file manager: the platform's own pages, each in a new browser tab. */
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { openInNewTab } from '../popup';

export const WEB_TERMINAL_URL = '/luna/';
export const FILE_MANAGER_URL = '/koko/elfinder/sftp/';

export function ExternalPages() {
  const translate = useTranslate();
  return (
    <>
      <Tooltip title={translate('layout.header.web_terminal')}>
        <IconButton
          color="inherit"
          aria-label={translate('layout.header.web_terminal')}
          onClick={() => openInNewTab(WEB_TERMINAL_URL)}
        >
          <TerminalOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('layout.header.file_manager')}>
        <IconButton
          color="inherit"
          aria-label={translate('layout.header.file_manager')}
          onClick={() => openInNewTab(FILE_MANAGER_URL)}
        >
          <FolderOpenOutlined />
        </IconButton>
      </Tooltip>
    </>
  );
}
