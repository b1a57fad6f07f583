/**
 * The form's kind -> input map: one react-admin input per InputSpec kind (docs/shell.md §9.3).
 * Nested kinds (array rows, sub-forms) render their children through this same map.
 */
import { Suspense, useState, type ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  RadioButtonGroupInput,
  SimpleFormIterator,
  TextInput,
  useInput,
  useLocaleState,
  useTranslate,
  useWrappedSource,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { FieldMeta } from '../../../dataProvider';
import type { FieldOverride, Reference } from '../../../resources/types';
import { parseBackendDate } from '../../schema/datetime';
import { displayValue } from '../../schema/display';
import { fromRawText, isStructured, rawText } from '../../schema/values';
import { inputSpec, TEXTAREA_ROWS, type InputSpec } from '../../schema/kinds';
import { CrontabInput } from './CrontabInput';
import { JsonInput } from './JsonInput';
import { ParametersInput } from './ParametersInput';
import { jsonText, onePrimary, validatorsFor, type Validator } from '../../schema/rules';
import { ProtocolsInput } from './ProtocolsInput';
import { RemoteSelectInput } from './RemoteSelectInput';
import { TagsInput } from './TagsInput';
import { TreeInput } from './TreeInput';
import { useDraftText, useTrimmedText } from './useTrimmedText';
import { featureComponent } from '../../features/registry';

/** The props a descriptor's special input (`override.input`) receives. */
export interface FeatureInputProps {
  source: string;
  label: string;
  disabled?: boolean;
  helperText?: string;
}

export interface InputProps {
  source: string;
  label: string;
  meta: FieldMeta;
  override: FieldOverride;
  spec: InputSpec;
  validate: Validator[];
  disabled?: boolean;
  helperText?: string;
  choicesFrom?: { field: string; reference: Reference };
}

type Props<K extends InputSpec['kind']> = InputProps & { spec: Extract<InputSpec, { kind: K }> };

function common(p: InputProps) {
  return {
    source: p.source,
    label: p.label,
    validate: p.validate,
    disabled: p.disabled,
    helperText: p.helperText ?? false,
  };
}

function TextKind(p: Props<'text'>) {
  const secret = p.spec.type === 'password';
  const trimmed = useTrimmedText();
  return (
    <TextInput
      {...common(p)}
      // Secrets keep every character; other text reaches the form state trimmed.
      {...(secret ? {} : trimmed)}
      type={p.spec.type === 'url' ? 'url' : p.spec.type}
      multiline={!!p.spec.multiline}
      minRows={p.spec.multiline}
      autoComplete={secret ? 'new-password' : undefined}
      slotProps={{ htmlInput: { maxLength: p.spec.maxLength } }}
      fullWidth
    />
  );
}

function NumberKind(p: Props<'number'>) {
  return <NumberInput {...common(p)} min={p.spec.min} max={p.spec.max} step={p.spec.step} />;
}

function SwitchKind(p: Props<'switch'>) {
  return <BooleanInput {...common(p)} />;
}

function RadioKind(p: Props<'radio'>) {
  return (
    <RadioButtonGroupInput
      {...common(p)}
      choices={p.spec.choices}
      optionValue="value"
      optionText="label"
    />
  );
}

function SelectKind(p: Props<'select'>) {
  return (
    <AutocompleteInput
      {...common(p)}
      choices={p.spec.choices}
      optionValue="value"
      optionText="label"
      disableClearable={!!p.meta.required}
      fullWidth
    />
  );
}

function CheckboxesKind(p: Props<'checkboxes'>) {
  return (
    <CheckboxGroupInput
      {...common(p)}
      choices={p.spec.choices}
      optionValue="value"
      optionText="label"
    />
  );
}

/** `YYYY-MM-DDTHH:mm:ss` in the browser's zone, what a datetime-local input shows. */
function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const d = parseBackendDate(value);
  return d ? d.format('YYYY-MM-DDTHH:mm:ss') : '';
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

function DateTimeKind(p: Props<'datetime'>) {
  return (
    <DateTimeInput
      {...common(p)}
      format={toLocalInput}
      parse={fromLocalInput}
      slotProps={{ htmlInput: { step: 1 } }}
    />
  );
}

function DateKind(p: Props<'date'>) {
  return <DateInput {...common(p)} />;
}

function JsonKind(p: Props<'json'>) {
  return <JsonInput {...common(p)} />;
}

function TreeKind(p: Props<'tree'>) {
  return <TreeInput {...common(p)} tree={(p.meta.tree ?? []) as never} />;
}

function TagsKind(p: Props<'tags'>) {
  return <TagsInput {...common(p)} />;
}

function ReferenceKind(p: Props<'reference'>) {
  return (
    <RemoteSelectInput
      {...common(p)}
      multiple={p.spec.many}
      clearable={p.spec.clearable}
      reference={p.spec.reference}
    />
  );
}

/** Nested inputs share the map; their labels come from the server's child labels. */
function Children({ children, prefix }: { children: Record<string, FieldMeta>; prefix: string }) {
  return (
    <>
      {Object.entries(children)
        .filter(([, m]) => !m.read_only)
        .map(([name, m]) => (
          <FieldInput
            key={name}
            name={name}
            source={prefix ? `${prefix}.${name}` : name}
            label={m.label ?? name}
            meta={m}
          />
        ))}
    </>
  );
}

function ArrayKind(p: Props<'array'>) {
  return (
    <ArrayInput
      source={p.source}
      label={p.label}
      validate={p.validate}
      helperText={p.helperText ?? false}
    >
      <SimpleFormIterator inline disableReordering>
        <Children children={p.spec.children} prefix="" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ObjectKind(p: Props<'object'>) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, mb: 2 }}
    >
      <legend>
        <Typography variant="body2">{p.label}</Typography>
      </legend>
      <Children children={p.spec.children} prefix={p.source} />
    </Box>
  );
}

function ProtocolsKind(p: Props<'protocols'>) {
  const validate = 'primary' in p.spec.children ? [...p.validate, onePrimary] : p.validate;
  return (
    <ProtocolsInput
      {...common(p)}
      validate={validate}
      children={p.spec.children}
      choicesFrom={p.choicesFrom}
    />
  );
}

function CrontabKind(p: Props<'crontab'>) {
  return <CrontabInput {...common(p)} />;
}

function ParametersKind(p: Props<'parameters'>) {
  return <ParametersInput source={p.source} label={p.label} disabled={p.disabled} />;
}

/** Display-only fields: the value as text, never a crash. */
function ReadOnlyKind(p: Props<'readonly'>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field } = useInput({ source: p.source });
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {p.label}
      </Typography>
      <Typography variant="body2" aria-label={p.label}>
        {displayValue(field.value, translate, { type: p.meta.type, locale })}
      </Typography>
    </Box>
  );
}

/**
 * A type this console does not know: the value as text, or as JSON where it is an object or a
 * list (or the text reads as one), so that a required one can be filled and the form saved.
 */
function UnknownKind(p: Props<'unknown'>) {
  const { getValues } = useFormContext();
  const path = useWrappedSource(p.source);
  // What the field held when the form opened: an object or a list is edited as JSON.
  const [structured] = useState(() => isStructured(getValues(path)));
  const draft = useDraftText((raw) => fromRawText(raw, structured), rawText);
  return (
    <TextInput
      {...common(p)}
      {...draft}
      validate={[...p.validate, jsonText(structured)]}
      multiline={structured}
      minRows={structured ? TEXTAREA_ROWS : undefined}
      fullWidth
    />
  );
}

const INPUTS: { [K in InputSpec['kind']]: ComponentType<Props<K>> } = {
  text: TextKind,
  number: NumberKind,
  switch: SwitchKind,
  radio: RadioKind,
  select: SelectKind,
  checkboxes: CheckboxesKind,
  datetime: DateTimeKind,
  date: DateKind,
  json: JsonKind,
  tree: TreeKind,
  tags: TagsKind,
  reference: ReferenceKind,
  array: ArrayKind,
  object: ObjectKind,
  protocols: ProtocolsKind,
  crontab: CrontabKind,
  parameters: ParametersKind,
  readonly: ReadOnlyKind,
  unknown: UnknownKind,
};

const warned = new Set<string>();

export interface FieldInputProps {
  name: string;
  source?: string;
  label: string;
  meta: FieldMeta;
  override?: FieldOverride;
  /** Where a related field's options come from (the descriptor's `references`). */
  reference?: Reference;
  /** For `choicesFrom`: the related field and where its records live. */
  choicesFrom?: { field: string; reference: Reference };
  disabled?: boolean;
}

/** One form field from its metadata and the descriptor's override. */
export function FieldInput(props: FieldInputProps) {
  const {
    name,
    source = name,
    label,
    meta,
    override = {},
    reference,
    choicesFrom,
    disabled,
  } = props;
  const translate = useTranslate();
  const spec = inputSpec(name, meta, override, reference);
  if (spec.kind === 'unknown' && !warned.has(spec.unknownType)) {
    warned.add(spec.unknownType);
    console.warn(`[schema] unknown field type "${spec.unknownType}" (${name}): edited as text`);
  }
  const Component = INPUTS[spec.kind] as ComponentType<InputProps>;
  const help = override.help ? translate(override.help) : meta.help_text;
  if (override.input) {
    const Special = featureComponent(override.input) as ComponentType<FeatureInputProps>;
    return (
      <Suspense fallback={null}>
        <Special
          source={source}
          label={label}
          disabled={disabled || !!meta.read_only}
          helperText={help}
        />
      </Suspense>
    );
  }
  return (
    <Component
      source={source}
      label={label}
      meta={meta}
      override={override}
      spec={spec}
      validate={validatorsFor(name, meta, override)}
      disabled={disabled || !!meta.read_only}
      helperText={help}
      choicesFrom={choicesFrom}
    />
  );
}
