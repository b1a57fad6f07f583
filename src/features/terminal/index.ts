/** The terminal area's components, loaded on demand through the feature registry. */
export { Tools } from './Tools';
