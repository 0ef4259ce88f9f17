// Cards saved with the payment provider; only the provider's reference and display details are kept.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    cardholder: text('cardholder').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_cards_user_idx').on(table.userId)],
);
