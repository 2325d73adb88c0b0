export * from './consent';
export * from './pixels';
