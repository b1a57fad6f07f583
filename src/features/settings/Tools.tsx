/**
 * Settings › Tools: ping and telnet from the server, as the real console offers at this version
 * (docs/domain.md §10.5). The output streams in while the tool runs; Stop closes the socket.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { TerminalLog } from '../../components/taskLog';
import { runTool, type ToolType } from './toolsSocket';

type RunState = 'idle' | 'running' | 'done' | 'stopped' | 'failed';

const TOOLS: readonly ToolType[] = ['Ping', 'Telnet'];

export function Tools() {
  const translate = useTranslate();
  const [tool, setTool] = useState<ToolType>('Ping');
  const [host, setHost] = useState('');
  const [port, setPort] = useState('');
  const [output, setOutput] = useState('');
  const [state, setState] = useState<RunState>('idle');
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);

  const portValid = /^\d+$/.test(port.trim()) && Number(port) > 0 && Number(port) < 65536;
  const ready = host.trim() !== '' && (tool === 'Ping' || portValid);

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || state === 'running') return;
    setOutput('');
    setState('running');
    stopRef.current = runTool(
      { tool, host, port },
      {
        onText: (text) => setOutput((prev) => prev + text.replace(/\r\n/g, '\n')),
        onEnd: (failed) => {
          stopRef.current = null;
          setState(failed ? 'failed' : 'done');
        },
      },
    );
  };
  const stop = () => {
    stopRef.current?.();
    stopRef.current = null;
    setState('stopped');
  };

  const running = state === 'running';
  const noOutput = state === 'done' && output === '';
  return (
    <Card>
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={start} sx={{ maxWidth: 720 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={tool}
            onChange={(_, value: ToolType | null) => value && !running && setTool(value)}
            aria-label={translate('terminal.tools.tool')}
          >
            {TOOLS.map((t) => (
              <ToggleButton key={t} value={t} disabled={running}>
                {translate(`terminal.tools.${t.toLowerCase()}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" spacing={2}>
            <TextField
              label={translate('terminal.tools.host')}
              value={host}
              onChange={(e) => setHost(e.target.value)}
              disabled={running}
              required
              size="small"
              sx={{ flex: 2 }}
              placeholder="10.0.0.5"
            />
            {tool === 'Telnet' && (
              <TextField
                label={translate('terminal.tools.port')}
                value={port}
                onChange={(e) => setPort(e.target.value)}
                disabled={running}
                required
                size="small"
                sx={{ flex: 1 }}
                placeholder="22"
                error={port !== '' && !portValid}
                helperText={port !== '' && !portValid ? translate('terminal.tools.bad_port') : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
          </Stack>
          <Box>
            {running ? (
              // Keyed apart: were the DOM button reused, the click's default action would run on
              // the submit button it becomes and start the tool again.
              <Button key="stop" variant="outlined" color="error" onClick={stop}>
                {translate('terminal.tools.stop')}
              </Button>
            ) : (
              <Button key="run" type="submit" variant="contained" disabled={!ready}>
                {translate('terminal.tools.run')}
              </Button>
            )}
          </Box>
          {state === 'failed' && (
            <Alert severity="error">{translate('terminal.tools.failed')}</Alert>
          )}
          {state === 'stopped' && (
            <Alert severity="info">{translate('terminal.tools.stopped')}</Alert>
          )}
          {noOutput && <Alert severity="warning">{translate('terminal.tools.no_output')}</Alert>}
          <TerminalLog
            segments={[{ text: output, style: {} }]}
            label={translate('terminal.tools.output')}
            busy={running}
            height={320}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
