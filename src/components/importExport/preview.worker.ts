/** Parses and prepares the server's render-to-json answer off the page's main thread. */
import { servePreview, type PreviewScope } from './preview';

servePreview(self as unknown as PreviewScope);
