/** The Ace editor in JSON mode; loaded only when a form has a JSON field. */
import AceEditor from 'react-ace';
import './aceNoWorker'; // no syntax worker: parsing on change already reports errors
import 'ace-builds/src-noconflict/mode-json';
import 'ace-builds/src-noconflict/theme-github';
import { useAceTheme } from './aceTheme';
import { JSON_EDITOR_HEIGHT, type JsonEditorProps } from './jsonEditor';

export default function AceJsonEditor({ value, onChange, readOnly, ariaLabel }: JsonEditorProps) {
  const aceTheme = useAceTheme();
  return (
    <div role="group" aria-label={ariaLabel}>
      <AceEditor
        mode="json"
        theme={aceTheme}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        width="100%"
        height={`${JSON_EDITOR_HEIGHT}px`}
        fontSize={13}
        setOptions={{ tabSize: 2, showPrintMargin: false }}
        name={ariaLabel}
      />
    </div>
  );
}
