/**
 * The test button of an SMS provider's or an IM platform's settings tab (docs/domain.md §10.9): it
 * sends the form as typed, unsaved, and shows the server's answer; the serializer's field errors
 * land on their fields, a provider's refusal and any other error in a notice.
 */
import '../../../i18n/areas/settings';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { toFormErrors, type JmsDataProvider, type JmsHttpError } from '../../../dataProvider';
import { errorNotice, noticeArgs, serverNotice } from '../../components/notice';
import { settingUrl, useObjectSchema } from '../../components/settings/objectApi';
import {
  testImProvider,
  testSmsProvider,
  type ImProvider,
  type SmsProvider,
  type Values,
} from './api';

export type ProviderTest = { sms: SmsProvider } | { im: ImProvider };

export function ProviderTestButton({ test }: { test: ProviderTest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { getValues, setError } = useFormContext();
  // The tab's own category (named as its provider): its secrets are encrypted on the way.
  const { data: fields = {} } = useObjectSchema(settingUrl('sms' in test ? test.sms : test.im));
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const values = Object.fromEntries(
      Object.entries(getValues() as Values).filter(([, v]) => v !== undefined),
    );
    const secrets = Object.keys(fields).filter((name) => fields[name]!.write_only);
    setBusy(true);
    try {
      const answer =
        'sms' in test
          ? await testSmsProvider(dataProvider, test.sms, values, secrets)
          : await testImProvider(dataProvider, test.im, values, secrets);
      notify(
        ...noticeArgs(
          answer.msg ? serverNotice(answer.msg) : { message: 'settings.test.done' },
          'success',
        ),
      );
    } catch (e) {
      const err = e as JmsHttpError;
      const { root, ...onFields } = err.status === 400 ? toFormErrors(err.body, { fields }) : {};
      for (const [name, message] of Object.entries(onFields))
        setError(name, { type: 'server', message: String(message) });
      const rest = (root as { serverError?: string } | undefined)?.serverError;
      if (rest) notify(...noticeArgs(serverNotice(rest), 'error'));
      else if (!Object.keys(onFields).length)
        notify(...noticeArgs(errorNotice(err, 'pages.notify.request_failed'), 'error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button startIcon={<SendIcon />} onClick={() => void run()} disabled={busy} sx={{ ml: 1 }}>
      {translate(busy ? 'settings.test.testing' : 'settings.test.test')}
    </Button>
  );
}
