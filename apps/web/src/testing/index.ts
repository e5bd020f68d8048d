export * from './fetch-router';
export * from './fixtures';
export * from './render';
export * from './session';
