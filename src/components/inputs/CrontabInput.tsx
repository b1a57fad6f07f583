/**
 * A crontab: the expression typed as text, with its next five run times previewed under it (the
 * real console's CronTab widget computes them client-side too) or a format error.
 */
import { Box, Typography } from '@mui/material';
import { TextInput, useInput, useLocaleState, useTranslate } from 'react-admin';
import { nextRuns, parseCron } from '../../schema/cron';
import type { Validator } from '../../schema/rules';

export function CrontabInput({
  source,
  label,
  validate,
  disabled,
  helperText,
}: {
  source: string;
  label: string;
  validate: Validator[];
  disabled?: boolean;
  helperText?: string | boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field } = useInput({ source });
  const text = String(field.value ?? '').trim();
  const cron = text ? parseCron(text) : null;
  const runs = cron ? nextRuns(cron, new Date()) : [];
  return (
    <Box>
      <TextInput
        source={source}
        label={label}
        validate={validate}
        disabled={disabled}
        helperText={helperText}
        placeholder="0 2 * * *"
        fullWidth
      />
      {text && (
        <Box role="status" aria-label={translate('app.cron.next_runs')} sx={{ mt: -1, mb: 1 }}>
          {cron ? (
            <>
              <Typography variant="caption" color="text.secondary">
                {translate('app.cron.next_runs')}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {runs.map((d) => (
                  <Typography component="li" variant="body2" key={d.getTime()}>
                    {d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Typography>
                ))}
              </Box>
            </>
          ) : (
            <Typography variant="caption" color="error">
              {translate('app.cron.invalid')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
