export * from './auth.ts';
export * from './companies.ts';
export * from './logs.ts';
export * from './mail.ts';
export * from './users.ts';
