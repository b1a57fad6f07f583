/* global module */
// node-polyglot's `object.entries` polyfill, for browsers that have Object.entries (all the
// console supports): the polyfill alone pulls ~40 KB of es-abstract helpers into the first load.
module.exports = Object.entries;
