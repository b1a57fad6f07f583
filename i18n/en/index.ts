/**
 * English, the key source. One module per area keeps features apart; zh/ and ja/ mirror these
 * modules, and the type system rejects a missing or extra key.
 */
import { app } from './app';
import { resources } from './resources';

export const en = { app, resources };
