export * from './constants.js';
export * from './messages.js';
export * from './errors.js';
export * from './auth.js';
export * from './inventory.js';
export * from './sharing.js';
export * from './dashboard.js';
export * from './feedback.js';
