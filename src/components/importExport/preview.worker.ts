/** Parses and prepares the server's render-to-json answer off the page's main thread. */
import { prepareFromBytes, type PreviewMessage } from './preview';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(message: PreviewMessage): void;
};

scope.onmessage = (e) => prepareFromBytes(e.data, (m) => scope.postMessage(m));
