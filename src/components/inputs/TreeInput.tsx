/**
 * A checkbox tree for bit-flag fields (`type: tree`, e.g. permission actions): branches tick their
 * leaves; the value is the list of ticked leaf values (branch values are only labels).
 */
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
} from '@mui/material';
import { useInput, useTranslate, type Validator } from 'react-admin';

export interface TreeNode {
  value: string | number;
  label: string;
  children?: TreeNode[];
}

export function leavesOf(node: TreeNode): (string | number)[] {
  return node.children?.length ? node.children.flatMap(leavesOf) : [node.value];
}

export interface TreeInputProps {
  source: string;
  label: string;
  tree: TreeNode[];
  validate?: Validator[];
  disabled?: boolean;
  helperText?: React.ReactNode;
}

export function TreeInput({ source, label, tree, validate, disabled, helperText }: TreeInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate, defaultValue: [] });
  const chosen = new Set<string | number>(
    Array.isArray(field.value) ? (field.value as (string | number)[]) : [],
  );
  const toggle = (node: TreeNode, on: boolean) => {
    const next = new Set(chosen);
    for (const leaf of leavesOf(node)) {
      if (on) next.add(leaf);
      else next.delete(leaf);
    }
    const order = tree.flatMap(leavesOf);
    field.onChange(order.filter((v) => next.has(v)));
  };
  const render = (node: TreeNode, depth: number) => {
    const leaves = leavesOf(node);
    const count = leaves.filter((l) => chosen.has(l)).length;
    return (
      <Box key={String(node.value)} sx={{ pl: depth * 3 }}>
        <FormControlLabel
          label={node.label}
          disabled={disabled}
          control={
            <Checkbox
              size="small"
              checked={count === leaves.length}
              indeterminate={count > 0 && count < leaves.length}
              onChange={(e) => toggle(node, e.target.checked)}
            />
          }
        />
        {node.children?.map((c) => render(c, depth + 1))}
      </Box>
    );
  };
  return (
    <FormControl component="fieldset" error={!!fieldState.error} sx={{ mb: 2, display: 'block' }}>
      <FormLabel component="legend">{label}</FormLabel>
      {tree.map((n) => render(n, 0))}
      {(fieldState.error?.message || helperText) && (
        <FormHelperText>
          {fieldState.error?.message ? translate(fieldState.error.message) : helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
