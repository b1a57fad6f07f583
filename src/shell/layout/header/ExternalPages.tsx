/**
 * The web terminal and the file manager: the platform's own pages, each in a new browser tab,
 * each behind its own permission (the menu's routes check the same ones).
 */
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { openInNewTab } from '../popup';

export const WEB_TERMINAL_URL = '/luna/';
export const FILE_MANAGER_URL = '/koko/elfinder/sftp/';

function ExternalPage({ label, url, icon }: { label: string; url: string; icon: ReactNode }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(label)}>
      <IconButton color="inherit" aria-label={translate(label)} onClick={() => openInNewTab(url)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

export function ExternalPages({
  webTerminal,
  fileManager,
}: {
  webTerminal: boolean;
  fileManager: boolean;
}) {
  return (
    <>
      {webTerminal && (
        <ExternalPage
          label="layout.header.web_terminal"
          url={WEB_TERMINAL_URL}
          icon={<TerminalOutlined />}
        />
      )}
      {fileManager && (
        <ExternalPage
          label="layout.header.file_manager"
          url={FILE_MANAGER_URL}
          icon={<FolderOpenOutlined />}
        />
      )}
    </>
  );
}
