// People who sign in, and the roles that grant them module permissions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyPathCopy } from './columns.ts';
import { companies } from './companies.ts';

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roleName: text('role_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Roles are read per company (the roles page, a user's role, the bench tree's owners), and a
  // company's delete cascades to its roles.
  (table) => [index('roles_company_id_idx').on(table.companyId)],
);

export const roleModules = pgTable(
  'role_modules',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleName: text('module_name', { enum: ['Ads Design', 'Campaign', 'LeadsPeek', 'Settings'] }).notNull(),
    enablePermission: boolean('enable_permission').notNull().default(false),
    createPermission: boolean('create_permission').notNull().default(false),
    updatePermission: boolean('update_permission').notNull().default(false),
    deletePermission: boolean('delete_permission').notNull().default(false),
  },
  (table) => [uniqueIndex('role_modules_role_module_unique').on(table.roleId, table.moduleName)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyPath: companyPathCopy(),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    userType: text('user_type', {
      enum: ['user', 'userdownline', 'client', 'administrator', 'sales'],
    }).notNull(),
    isSystemUser: boolean('is_system_user').notNull().default(false),
    isAccExecutive: boolean('is_acc_executive').notNull().default(false),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phonenum: text('phonenum'),
    phoneCountryCode: text('phone_country_code'),
    phoneCountryCallingCode: text('phone_country_calling_code'),
    profilePict: text('profile_pict'),
    profileSetupCompleted: boolean('profile_setup_completed').notNull().default(false),
    questionnaireSetupCompleted: boolean('questionnaire_setup_completed').notNull().default(false),
    customerCardId: text('customer_card_id'),
    twoFactorAuth: boolean('two_factor_auth').notNull().default(false),
    twoFactorAuthType: text('two_factor_auth_type', { enum: ['email', 'google', 'none'] })
      .notNull()
      .default('none'),
    totpSecret: text('totp_secret'),
    pendingTotpSecret: text('pending_totp_secret'),
    /** The last authenticator time step accepted: a code is good once, and never an older one. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    userPermissions: jsonb('user_permissions').$type<Record<string, unknown>>(),
    permissionActive: boolean('permission_active').notNull().default(false),
    /** Staff flags of the add/edit form (part 2 §3 Client user payload). */
    defaultAdmin: boolean('default_admin').notNull().default(false),
    customerCare: boolean('customer_care').notNull().default(false),
    adminGetNotification: boolean('admin_get_notification').notNull().default(false),
    disabledReceiveEmail: boolean('disabled_receive_email').notNull().default(false),
    disableClientAddCampaign: boolean('disable_client_add_campaign').notNull().default(false),
    referralCode: text('referral_code'),
    /** A sales person's own connected payout account: '', pending, inverification, completed. */
    accountStatus: text('account_status').notNull().default(''),
    /** A sales person's connected payout account at the payment provider. */
    providerAccountId: text('provider_account_id'),
    providerCustomerId: text('provider_customer_id'),
    address: text('address'),
    city: text('city'),
    zip: text('zip'),
    countryCode: text('country_code'),
    stateCode: text('state_code'),
    /** franchize, franchizedirector, director, manager, team: first name, last name, e-mail, phone each. */
    contacts: jsonb('contacts').$type<Record<string, Record<string, string>>>(),
    questionnaire: jsonb('questionnaire').$type<Record<string, unknown>>(),
    active: boolean('active').notNull().default(true),
    lastLoginIp: text('last_login_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the user's company was removed: the row stays for the logs and ledger that name it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    // One account per e-mail on the whole platform: the e-mail is the sign-in name. A removed
    // company's users free theirs.
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`).where(sql`${table.removedAt} is null`),
    uniqueIndex('users_referral_code_unique').on(table.referralCode),
    index('users_company_idx').on(table.companyId),
    index('users_role_id_idx').on(table.roleId),
    // One owner per agency or client company: the account its row in the tree list shows.
    uniqueIndex('users_company_owner_unique')
      .on(table.companyId)
      .where(sql`${table.userType} in ('userdownline', 'client')`),
    // The tree list sorted by its owners' names or e-mails: the platform's agencies in order from
    // the index, page by page, instead of sorting 20,000 of them at each call.
    index('users_owner_name_idx')
      .on(table.userType, sql`lower(${table.name})`, table.id)
      .where(sql`${table.userType} in ('userdownline', 'client')`),
    index('users_owner_email_idx')
      .on(table.userType, sql`lower(${table.email})`, table.id)
      .where(sql`${table.userType} in ('userdownline', 'client')`),
    index('users_name_trgm').using('gin', sql`${table.name} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);
