/**
 * A task's log as styled segments, its transport and its end, for as long as the caller is
 * mounted with a task id (reopening reads the log again from the start).
 */
import { useEffect, useReducer } from 'react';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { parseAnsi, type AnsiSegment, type AnsiStyle } from './ansi';
import { followTaskLog, type TaskEnd } from './taskLogStream';

export interface TaskLogState {
  segments: AnsiSegment[];
  style: AnsiStyle;
  transport: 'socket' | 'polling' | null;
  end: TaskEnd | null;
}

type Action =
  | { type: 'text'; text: string; reset?: boolean }
  | { type: 'transport'; transport: 'socket' | 'polling' }
  | { type: 'end'; end: TaskEnd }
  | { type: 'restart' };

const INITIAL: TaskLogState = { segments: [], style: {}, transport: null, end: null };

function reduce(state: TaskLogState, action: Action): TaskLogState {
  switch (action.type) {
    case 'restart':
      return INITIAL;
    case 'transport':
      return { ...state, transport: action.transport };
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

export function useTaskLog(taskId: string | null): TaskLogState {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [state, dispatch] = useReducer(reduce, INITIAL);
  useEffect(() => {
    if (!taskId) return;
    dispatch({ type: 'restart' });
    return followTaskLog(
      taskId,
      {
        onText: (text, reset) => dispatch({ type: 'text', text, reset }),
        onTransport: (transport) => dispatch({ type: 'transport', transport }),
        onEnd: (end) => dispatch({ type: 'end', end }),
      },
      { call: (method, url, body, flags) => dataProvider.call(method, url, body, flags) },
    );
  }, [taskId, dataProvider]);
  return state;
}
