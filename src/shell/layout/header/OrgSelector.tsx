/**
 * The organisation selector (shell with a licence): the current view's organisations, filterable,
 * plus "create" and "list" entries in the console view. Choosing one hands it to the session's
 * switch; this component only presents the choice.
 */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import {
  Box,
  Button,
  Divider,
  ListItemText,
  ListSubheader,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { MenuWhenOpened } from '../../../components/MenuWhenOpened';
import type { ProfileOrg } from '../../../../authProvider/profile';

/** Above this many organisations a filter box helps. */
const FILTER_FROM = 8;

export interface OrgSelectorProps {
  orgs: readonly ProfileOrg[];
  currentId: string | null;
  disabled?: boolean;
  entries: { createOrg: boolean; orgList: boolean };
  onSwitch(org: ProfileOrg): void;
}

export function OrgSelector({ orgs, currentId, disabled, entries, onSwitch }: OrgSelectorProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [filter, setFilter] = useState('');
  const current = orgs.find((o) => o.id === currentId);
  const shown = orgs.filter((o) => o.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const close = () => {
    setAnchor(null);
    setFilter('');
  };

  return (
    <>
      <Button
        color="inherit"
        disabled={disabled}
        aria-haspopup="menu"
        aria-label={translate('layout.org.label', {
          name: current?.name ?? translate('layout.org.none'),
        })}
        startIcon={<AccountTreeOutlined />}
        endIcon={<ArrowDropDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          textTransform: 'none',
          whiteSpace: 'nowrap',
          '&.Mui-disabled': { color: 'inherit', opacity: 0.7 },
        }}
      >
        {/* A long organisation name is cut, not the header stretched. */}
        <Box
          component="span"
          sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
        >
          {current?.name ?? translate('layout.org.none')}
        </Box>
      </Button>
      <MenuWhenOpened
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        autoFocus={orgs.length < FILTER_FROM}
      >
        {orgs.length >= FILTER_FROM && (
          <ListSubheader sx={{ py: 1 }}>
            <TextField
              size="small"
              autoFocus
              fullWidth
              value={filter}
              placeholder={translate('layout.org.filter')}
              slotProps={{ htmlInput: { 'aria-label': translate('layout.org.filter') } }}
              onChange={(e) => setFilter(e.target.value)}
              onKeyDown={(e) => e.stopPropagation()}
            />
          </ListSubheader>
        )}
        {shown.map((o) => (
          <MenuItem
            key={o.id}
            selected={o.id === currentId}
            onClick={() => {
              close();
              if (o.id !== currentId) onSwitch(o);
            }}
          >
            <ListItemText primary={o.name} />
          </MenuItem>
        ))}
        {(entries.createOrg || entries.orgList) && <Divider />}
        {entries.createOrg && (
          <MenuItem component={Link} to="/settings/orgs/create" onClick={close}>
            {translate('layout.org.create')}
          </MenuItem>
        )}
        {entries.orgList && (
          <MenuItem component={Link} to="/settings/orgs" onClick={close}>
            {translate('layout.org.list')}
          </MenuItem>
        )}
      </MenuWhenOpened>
    </>
  );
}
