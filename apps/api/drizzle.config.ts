import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema; they are committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  migrations: { prefix: 'timestamp' },
});
