// The environment of a production start that has everything it needs (the tests of its rules).
export const PRODUCTION_READY_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@127.0.0.1:5432/lead',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SECRETS_KEY: 'k'.repeat(32),
};
