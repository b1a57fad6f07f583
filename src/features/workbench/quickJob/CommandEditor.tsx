/** The command, in Ace with the module's syntax highlighting (no worker: nothing to lint). */
import AceEditor from 'react-ace';
import '../../../components/inputs/aceNoWorker';
import 'ace-builds/src-noconflict/mode-sh';
import 'ace-builds/src-noconflict/mode-python';
import 'ace-builds/src-noconflict/mode-powershell';
import 'ace-builds/src-noconflict/theme-github';
import { useAceTheme } from '../../../components/inputs/aceTheme';
import type { Module } from '../api';

const MODES: Record<Module, string> = { shell: 'sh', win_shell: 'powershell', python: 'python' };

export function CommandEditor({
  module,
  value,
  onChange,
  onRun,
  label,
}: {
  module: Module;
  value: string;
  onChange(v: string): void;
  /** Ctrl/Cmd+Enter runs. */
  onRun(): void;
  label: string;
}) {
  const aceTheme = useAceTheme();
  return (
    <div role="group" aria-label={label} data-testid="command-editor">
      <AceEditor
        mode={MODES[module]}
        theme={aceTheme}
        value={value}
        onChange={onChange}
        width="100%"
        height="160px"
        fontSize={14}
        name="quick-job-command"
        setOptions={{ tabSize: 2, showPrintMargin: false }}
        commands={[
          { name: 'run', bindKey: { win: 'Ctrl-Enter', mac: 'Command-Enter' }, exec: onRun },
        ]}
      />
    </div>
  );
}
