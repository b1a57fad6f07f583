/**
 * The list's Create: the create page (maybe in a new tab), the create dialog where forms open in
 * dialogs, or first the choice of a variant (`list.createVariants`) and then that variant's form.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { ResourceDescriptor } from '../../../resources/types';
import { useDialogForms } from '../dialogForm/DialogFormContext';
import { hasScreen, resourcePath } from '../resource/paths';
import { onDemand } from '../../shell/onDemand';
import { WhenOpened } from '../WhenOpened';

const CreateVariantDialog = onDemand(() => import('./CreateVariantDialog'), 'CreateVariantDialog');

export function CreateButton({
  descriptor,
  disabled,
}: {
  descriptor: ResourceDescriptor;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const dialogForms = useDialogForms();
  const [choosing, setChoosing] = useState(false);
  const variants = descriptor.list?.createVariants;
  const label = translate('pages.action.create');
  const common = {
    variant: 'contained',
    size: 'small',
    startIcon: <AddIcon />,
    disabled,
  } as const;
  if (dialogForms)
    return (
      <Button {...common} onClick={() => dialogForms.open({ mode: 'create' })}>
        {label}
      </Button>
    );
  if (variants)
    return (
      <>
        <Button {...common} onClick={() => setChoosing(true)}>
          {label}
        </Button>
        <WhenOpened open={choosing}>
          {choosing && (
            <CreateVariantDialog variants={variants} onClose={() => setChoosing(false)} />
          )}
        </WhenOpened>
      </>
    );
  // No create page, no button (no dead ends).
  if (!hasScreen(descriptor, 'create')) return null;
  const config = descriptor.list?.create;
  const newTab = !!config && config.newTab;
  return (
    <Button
      {...common}
      component={Link}
      to={resourcePath(descriptor, 'create')}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
    >
      {label}
    </Button>
  );
}
