export * from './avatar';
export * from './pin';
export * from './profile';
export * from './social-login';
