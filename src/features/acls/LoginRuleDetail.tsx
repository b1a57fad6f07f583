/**
 * A login ACL's rule on its detail page: the IP group and the weekly time periods in the same
 * grid as the form, read-only, so an auditor reads when the rule applies at a glance.
 */
import '../../../i18n/areas/acls';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { TimePeriodGrid } from './TimePeriodGrid';

export function LoginRuleDetail() {
  const translate = useTranslate();
  const record = useRecordContext();
  const rules = (record?.rules ?? {}) as { ip_group?: unknown; time_period?: unknown };
  const ips = Array.isArray(rules.ip_group) ? rules.ip_group.map(String) : [];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" id="login-rule-ips">
        {translate('acls.rules.ip_group')}
      </Typography>
      <Stack
        direction="row"
        aria-labelledby="login-rule-ips"
        role="list"
        sx={{ gap: 1, flexWrap: 'wrap', mt: 0.5, mb: 2 }}
      >
        {ips.map((ip) => (
          <Chip key={ip} role="listitem" size="small" label={ip} />
        ))}
      </Stack>
      <TimePeriodGrid
        label={translate('acls.rules.time_period')}
        value={rules.time_period}
        onChange={() => undefined}
        disabled
      />
    </Box>
  );
}
