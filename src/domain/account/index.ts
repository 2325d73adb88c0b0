export * from './pin';
export * from './profile';
