/**
 * Imported by each of the console's Ace editors before it renders: Ace's sessions start without
 * syntax workers. react-ace creates an editor's session, sets its mode and only then applies the
 * editor's options, so `useWorker: false` there came after a worker had been started from a
 * `blob:` URL, which the Content-Security-Policy (deploy/nginx.conf) refuses.
 */
import { config } from 'ace-builds';

config.setDefaultValue('session', 'useWorker', false);
