/**
 * The question put when someone else saved a record after the user loaded it (docs/shell.md §9.2):
 * reload it (dropping what they typed), save their changes anyway, or go on editing. Asked by
 * every form that saves a loaded record: update pages and dialogs, and the special forms that save
 * whole objects (storages, ticket flows).
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export type ConflictDecision = 'save' | 'reload' | 'edit';

interface Question {
  /** Labels of the form's fields someone else changed. */
  fields: string[];
  decide(decision: ConflictDecision): void;
}

/** `ask(changedFieldLabels)` resolves with the user's decision; `dialog` is rendered by the form. */
export function useConflictQuestion() {
  const [question, setQuestion] = useState<Question | null>(null);
  // The dialog stays mounted and is closed, not removed: unmounted at once (under load, while it
  // was still opening), it could leave the page aria-hidden and scroll-locked behind it.
  const [open, setOpen] = useState(false);
  const ask = async (fields: string[]): Promise<ConflictDecision> => {
    const decided = await new Promise<ConflictDecision>((decide) => {
      setQuestion({ fields, decide });
      setOpen(true);
    });
    setOpen(false);
    return decided;
  };
  const dialog = question && <ConflictDialog question={question} open={open} />;
  return { ask, dialog };
}

function ConflictDialog({
  question: { fields, decide },
  open,
}: {
  question: Question;
  open: boolean;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={() => decide('edit')}
      aria-labelledby="update-conflict-title"
      aria-describedby="update-conflict-text"
    >
      <DialogTitle id="update-conflict-title">{translate('pages.conflict.title')}</DialogTitle>
      <DialogContent id="update-conflict-text">
        <DialogContentText>{translate('pages.conflict.message')}</DialogContentText>
        {fields.length > 0 && (
          <DialogContentText sx={{ mt: 1 }}>
            {translate('pages.conflict.fields', { fields: fields.join(', ') })}
          </DialogContentText>
        )}
        <DialogContentText sx={{ mt: 1 }}>{translate('pages.conflict.choice')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => decide('edit')}>{translate('pages.conflict.edit')}</Button>
        <Button onClick={() => decide('save')}>{translate('pages.conflict.overwrite')}</Button>
        <Button variant="contained" onClick={() => decide('reload')} autoFocus>
          {translate('pages.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
