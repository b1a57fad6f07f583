/** The one interface a JSON editor implements, so the editor behind it can be swapped. */
export interface JsonEditorProps {
  value: string;
  onChange(text: string): void;
  readOnly?: boolean;
  ariaLabel: string;
}
