// Profile setup steps 1 and 2 (POST /user/update): the person, then the company, with one image each.
// A refused e-mail in step 1 answers the spec's result error_email (part 1 §7), not a 422.
import {
  messages,
  type ProfileEmailRefused,
  type ProfileStep1,
  profileStep1,
  profileStep2,
} from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies, uploads, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { emailTaken } from '../../platform/access/uniqueness.ts';
import { ownUser, type ProvenUser } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid, parseOrThrow } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { confirmIdentity } from '../auth/confirm-identity.ts';
import { emailChangedMail } from '../auth/mail-templates.ts';
import type { UploadedImage } from './image-upload.ts';

/** Stores an uploaded image on the company of the (proven) user who sent it. */
async function storeImage(
  db: Queryable,
  owner: ProvenUser,
  image: UploadedImage | null,
): Promise<string | null> {
  if (!image) return null;
  const [row] = await db
    .insert(uploads)
    .values({
      companyId: owner.companyId,
      contentType: image.contentType,
      fileName: image.fileName,
      bytes: image.bytes,
    })
    .returning({ id: uploads.id });
  return row ? `/api/uploads/${row.id}` : null;
}

/**
 * The step a form saves. `step` is ours; the spec's form need not send it (part 1 §7), so without it
 * the fields decide: the company's name is step 2's, the person's name or e-mail step 1's. A form
 * holding both must say which (422 on step); one holding neither is step 1, whose errors name them.
 */
function profileStepOf(fields: Record<string, string>): '1' | '2' {
  if (fields.step !== undefined) return fields.step === '2' ? '2' : '1';
  const company = Object.hasOwn(fields, 'company_name');
  const person = Object.hasOwn(fields, 'name') || Object.hasOwn(fields, 'email');
  if (company && person) throw invalid({ step: messages.profileStepUnclear });
  return company ? '2' : '1';
}

const emailRefused = (message: string): ProfileEmailRefused => ({
  result: 'error_email',
  message,
  errors: { email: message },
});

/** Step 1's fields, or the e-mail's refusal when it is the form's only problem (else 422 naming each). */
function readPerson(fields: Record<string, string>): ProfileStep1 | ProfileEmailRefused {
  const parsed = profileStep1.safeParse(fields);
  if (parsed.success) return parsed.data;
  const onlyEmail = parsed.error.issues.every((issue) => issue.path.join('.') === 'email');
  const [first] = parsed.error.issues;
  if (onlyEmail && first) return emailRefused(first.message);
  return parseOrThrow(profileStep1, fields);
}

export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  form: { fields: Record<string, string>; image: UploadedImage | null },
  ip: string | null,
) {
  const user = await ownUser(ctx.db, actor, actor.userId);
  if (profileStepOf(form.fields) === '2') {
    const step = parseOrThrow(profileStep2, form.fields);
    await ctx.db.transaction(async (tx) => {
      const logo = await storeImage(tx, user, form.image);
      await tx
        .update(companies)
        .set({
          companyName: step.company_name,
          phone: step.company_phone || null,
          email: step.company_email || null,
          address: step.company_address || null,
          city: step.company_city || null,
          zip: step.company_zip || null,
          stateCode: step.company_state_code || null,
          countryCode: step.company_country_code || null,
          industryId: step.industry_id || null,
          industryName: step.industry_name || null,
          ...(logo ? { logo } : {}),
        })
        .where(eq(companies.id, user.companyId));
      // The contact people belong to the person filling the profile, not to the company row.
      if (step.contacts) await tx.update(users).set({ contacts: step.contacts }).where(eq(users.id, user.id));
      await logActorAction(tx, actor, ip, 'profile', 'Updated the company profile');
    });
    return { result: 'success' as const, message: messages.profileSaved };
  }

  const step = readPerson(form.fields);
  if ('result' in step) return step;
  if (await emailTaken(ctx.db, step.email, user.id)) return emailRefused(messages.emailTaken);
  const newEmail = step.email.toLowerCase() !== user.email.toLowerCase();
  if (newEmail) await confirmIdentity(ctx, user, step, ip);
  await ctx.db.transaction(async (tx) => {
    const picture = await storeImage(tx, user, form.image);
    await tx
      .update(users)
      .set({
        name: step.name,
        email: step.email,
        phonenum: step.phonenum || null,
        phoneCountryCode: step.phone_country_code || null,
        phoneCountryCallingCode: step.phone_country_calling_code || null,
        address: step.address || null,
        city: step.city || null,
        zip: step.zip || null,
        countryCode: step.country_code || null,
        stateCode: step.state_code || null,
        updatedAt: new Date(),
        ...(picture ? { profilePict: picture } : {}),
      })
      .where(eq(users.id, user.id));
    await logActorAction(tx, actor, ip, 'profile', 'Updated the personal profile');
  });
  // The old address hears of it: if this was not its owner, they know to act.
  if (newEmail)
    await ctx.mailer.send({ to: user.email, companyId: user.companyId, ...emailChangedMail(step.email) });
  return { result: 'success' as const, message: messages.profileSaved };
}
