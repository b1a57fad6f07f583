/**
 * One run of a network tool over `/ws/setting/tools/` (docs/domain.md §10.5): a fresh socket
 * per run, one request frame, `{"msg"}` frames appended as they come; the server closes the socket
 * when the tool is done. Stopping closes it from our side.
 */
import { connectSocket, type SocketLike } from '../../../dataProvider/socket';

export const TOOLS_SOCKET_PATH = '/ws/setting/tools/';

export type ToolType = 'Ping' | 'Telnet';

export interface ToolRequest {
  tool: ToolType;
  host: string;
  /** Telnet's port; Ping sends an empty string (the server reads a string). */
  port: string;
}

export interface ToolRunHandlers {
  onText(text: string): void;
  /** The server closed (the tool finished) or the connection failed. */
  onEnd(failed: boolean): void;
}

/** The request frame exactly as the real console sends it. */
export function toolFrame({ tool, host, port }: ToolRequest): string {
  return JSON.stringify({
    tool_type: tool,
    dest_addr: host.trim(),
    port_num: tool === 'Telnet' ? port.trim() : '',
  });
}

/** Starts a run; the returned function stops it (no onEnd follows a stop). */
export function runTool(
  request: ToolRequest,
  handlers: ToolRunHandlers,
  open: (url: string) => SocketLike = (u) => new WebSocket(u),
): () => void {
  let over = false;
  const end = (failed: boolean) => {
    if (over) return;
    over = true;
    handlers.onEnd(failed);
  };
  const stop = connectSocket(
    TOOLS_SOCKET_PATH,
    {
      onOpen: (send) => send(toolFrame(request)),
      onFrame: (frame) => {
        if (!over && typeof frame.msg === 'string') handlers.onText(frame.msg);
      },
      onFailure: () => end(true),
      // The server closes the socket when the tool is done.
      onClose: () => end(false),
    },
    { open },
  );
  return () => {
    over = true;
    stop();
  };
}
