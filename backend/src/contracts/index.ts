export * from './api';
export * from './constants';
export * from './jobs';
export * from './socket-events';
export * from './wizard';
export * from './pages';
