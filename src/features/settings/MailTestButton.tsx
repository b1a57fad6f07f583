/**
 * The SMTP form's "Test connection" (docs/domain.md §10): sends a test mail to the form's test
 * recipient through the saved SMTP settings and shows what the server says, success or refusal.
 */
import '../../../i18n/areas/settings';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { JmsDataProvider } from '../../../dataProvider';
import { errorNotice, noticeArgs, serverNotice } from '../../components/notice';
import { testMail } from './api';

export function MailTestButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { getValues } = useFormContext();
  const [busy, setBusy] = useState(false);

  const test = async () => {
    const [from, recipient, prefix] = getValues([
      'EMAIL_FROM',
      'EMAIL_RECIPIENT',
      'EMAIL_SUBJECT_PREFIX',
    ]) as string[];
    setBusy(true);
    try {
      const answer = await testMail(dataProvider, {
        EMAIL_FROM: from ?? '',
        EMAIL_RECIPIENT: recipient ?? '',
        EMAIL_SUBJECT_PREFIX: prefix,
      });
      notify(
        ...noticeArgs(
          answer.msg ? serverNotice(answer.msg) : { message: 'settings.mail.sent' },
          'success',
        ),
      );
    } catch (e) {
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button startIcon={<SendIcon />} onClick={test} disabled={busy} sx={{ ml: 1 }}>
      {translate(busy ? 'settings.mail.testing' : 'settings.mail.test')}
    </Button>
  );
}
