/**
 * The announcement atop the workbench home and the console and audit dashboards (docs/domain.md
 * §1.4): shown while it is enabled and has a subject or content, until closed in this browser.
 * Closing keeps its `ID` (`AnnouncementViewed`), and every save gives it a new one, so a saved
 * announcement shows again. Its text is shown as text; its link only when it is a web address.
 */
import { useState } from 'react';
import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useShell } from '../shell/ShellContext';

export const VIEWED_KEY = 'AnnouncementViewed';

interface AnnouncementSetting {
  ID?: string;
  SUBJECT?: string;
  CONTENT?: string;
  LINK?: string | null;
}

function viewed(): string | null {
  try {
    return localStorage.getItem(VIEWED_KEY);
  } catch {
    return null;
  }
}

function markViewed(id: string): void {
  try {
    localStorage.setItem(VIEWED_KEY, id);
  } catch {
    // Without storage it stays closed for this page only.
  }
}

/** A link the announcement may carry: http(s) only (never a `javascript:` URL). */
function webLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function Announcement() {
  const translate = useTranslate();
  const { settings } = useShell();
  const a = (settings.ANNOUNCEMENT ?? {}) as AnnouncementSetting;
  const id = String(a.ID ?? '');
  const [closed, setClosed] = useState(() => viewed() === id);
  if (!settings.ANNOUNCEMENT_ENABLED || !(a.CONTENT || a.SUBJECT) || closed) return null;
  const link = webLink(a.LINK);
  return (
    <Alert
      severity="success"
      role="region"
      aria-label={translate('shell.workbench.announcement')}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      onClose={() => {
        markViewed(id);
        setClosed(true);
      }}
      slotProps={{ closeButton: { title: translate('ra.action.close') } }}
    >
      <AlertTitle>{`${translate('shell.workbench.announcement')}: ${a.SUBJECT ?? ''}`}</AlertTitle>
      <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {a.CONTENT}
      </Box>
      {link && (
        <Link href={link} target="_blank" rel="noopener noreferrer" sx={{ ml: 1 }}>
          {translate('shell.workbench.view_more')}
        </Link>
      )}
    </Alert>
  );
}
