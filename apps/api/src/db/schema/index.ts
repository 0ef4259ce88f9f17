export * from './auth.ts';
export * from './billing.ts';
export * from './companies.ts';
export * from './features.ts';
export * from './logs.ts';
export * from './mail.ts';
export * from './uploads.ts';
export * from './users.ts';
