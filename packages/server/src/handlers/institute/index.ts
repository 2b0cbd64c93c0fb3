export { certificate } from './certificates.js';
export { course } from './courses.js';
export { outsiders } from './outsiders.js';
export { coach, lecturer } from './people.js';
export { courseProperty } from './properties.js';
export { registration } from './registrations.js';
