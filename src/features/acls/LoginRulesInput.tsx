/**
 * A login ACL's `rules` (acls RuleSerializer): the IP group as tags and the weekly time periods
 * as a weekday × half-hour grid. A special input named by the descriptor (`input`).
 */
import '../../../i18n/areas/acls';
import { Box, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { TagsInput } from '../../components/inputs/TagsInput';
import type { FeatureInputProps } from '../../components/inputs/FieldInput';
import { TimePeriodGrid } from './TimePeriodGrid';

export function LoginRulesInput({ source, label, disabled }: FeatureInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source: `${source}.time_period`, defaultValue: [] });
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, mb: 2 }}
    >
      <legend>
        <Typography variant="body2">{label}</Typography>
      </legend>
      <TagsInput
        source={`${source}.ip_group`}
        label={translate('acls.rules.ip_group')}
        disabled={disabled}
        helperText={translate('acls.rules.ip_group_help')}
      />
      <TimePeriodGrid
        label={translate('acls.rules.time_period')}
        value={field.value}
        onChange={field.onChange}
        disabled={disabled}
      />
    </Box>
  );
}
