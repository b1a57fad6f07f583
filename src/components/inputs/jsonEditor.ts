/** The height of a JSON field's editing box, the same before and after the editor loads. */
export const JSON_EDITOR_HEIGHT = 200;

/** The one interface a JSON editor implements, so the editor behind it can be swapped. */
export interface JsonEditorProps {
  value: string;
  onChange(text: string): void;
  readOnly?: boolean;
  ariaLabel: string;
}
