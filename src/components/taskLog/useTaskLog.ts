/**
 * A task's log as styled segments, its transport and its end, for as long as the caller is
 * mounted with a task id (reopening reads the log again from the start), and what went wrong on
 * the way: the live stream cut short (the log goes on over HTTP), or reads that kept failing
 * (`retry` follows the log again from the start).
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { parseAnsi, type AnsiSegment, type AnsiStyle } from './ansi';
import { followTaskLog, type TaskEnd } from './taskLogStream';

export interface TaskLogState {
  segments: AnsiSegment[];
  style: AnsiStyle;
  transport: 'socket' | 'polling' | null;
  end: TaskEnd | null;
  /** The live stream stopped short (with the server's close code when it closed cleanly). */
  interrupted: { code?: number } | null;
  /** The last error of the reads that stopped the following. */
  stalled: { error: unknown } | null;
}

type Action =
  | { type: 'text'; text: string; reset?: boolean }
  | { type: 'transport'; transport: 'socket' | 'polling' }
  | { type: 'interrupted'; code?: number }
  | { type: 'stalled'; error: unknown }
  | { type: 'end'; end: TaskEnd }
  | { type: 'restart' };

const INITIAL: TaskLogState = {
  segments: [],
  style: {},
  transport: null,
  end: null,
  interrupted: null,
  stalled: null,
};

function reduce(state: TaskLogState, action: Action): TaskLogState {
  switch (action.type) {
    case 'restart':
      return INITIAL;
    case 'transport':
      return { ...state, transport: action.transport };
    case 'interrupted':
      return { ...state, interrupted: { code: action.code } };
    case 'stalled':
      return { ...state, stalled: { error: action.error } };
    case 'end':
      return { ...state, end: action.end };
    case 'text': {
      const base = action.reset ? { ...state, segments: [], style: {} } : state;
      if (!action.text) return base;
      const { segments, style } = parseAnsi(action.text, base.style);
      return { ...base, segments: [...base.segments, ...segments], style };
    }
  }
}

export function useTaskLog(taskId: string | null): TaskLogState & { retry(): void } {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!taskId) return;
    dispatch({ type: 'restart' });
    return followTaskLog(
      taskId,
      {
        onText: (text, reset) => dispatch({ type: 'text', text, reset }),
        onTransport: (transport) => dispatch({ type: 'transport', transport }),
        onInterrupted: ({ code }) => dispatch({ type: 'interrupted', code }),
        onStalled: (error) => dispatch({ type: 'stalled', error }),
        onEnd: (end) => dispatch({ type: 'end', end }),
      },
      { call: (method, url, body, flags) => dataProvider.call(method, url, body, flags) },
    );
  }, [taskId, dataProvider, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
