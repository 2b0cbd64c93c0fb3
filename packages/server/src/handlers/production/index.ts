export { award } from './awards.js';
export { production } from './figures.js';
