// An agency owner's or sales person's referral link (part 2 §7): the platform's agency sign-up page
// with the person's own code. The code is issued on the first read; registrations through it are
// credited to the person (auth/registration.ts).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { isUniqueViolation } from '../../platform/errors.ts';
import { brandSiteOfUser } from '../white-label/brand-site.ts';

const newReferralCode = () => randomBytes(5).toString('hex').toUpperCase();

async function issuedCode(ctx: AppContext, self: InScope<'user'>): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      // Only a person without a code gets one: two first reads at once keep the first code written.
      await ctx.db
        .update(users)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(users.id, self.id), isNull(users.referralCode)));
      break;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'users_referral_code_unique')) continue;
      throw error;
    }
  }
  const [row] = await ctx.db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, self.id))
    .limit(1);
  if (!row?.code) throw new Error(`user ${self.id} has no referral code`);
  return row.code;
}

export async function referralLink(ctx: AppContext, self: InScope<'user'>) {
  const code = await issuedCode(ctx, self);
  // Agencies register on the platform's own site, which is where agency owners and sales sign in too.
  const site = await brandSiteOfUser(ctx, self.id);
  return { referral_code: code, referral_link: `${site.origin}/agency-register/${encodeURIComponent(code)}` };
}
