// Before a step may move forward: the shared step schemas and the shared phone rule (part 1 §5).
import { phoneProblem, profileStep1, profileStep2 } from '@lead/shared';
import type { CompanyValues, PersonalValues } from './profile-details.ts';

export type StepProblems = Record<string, string>;

function problemsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const problems: StepProblems = {};
  for (const issue of result.error?.issues ?? []) problems[issue.path.join('.') || 'body'] ??= issue.message;
  return problems;
}

export function personalProblems(values: PersonalValues): StepProblems {
  const problems = problemsOf(profileStep1.safeParse({ step: '1', ...values }));
  // The schema checks the phone only once every other field is fine; the form says it at once.
  const phone = phoneProblem(values.phonenum, values.phone_country_code);
  if (phone) problems.phonenum = phone.message;
  return problems;
}

export function companyProblems(values: CompanyValues): StepProblems {
  const problems = problemsOf(profileStep2.safeParse({ step: '2', ...values }));
  const phone = phoneProblem(
    values.company_phone,
    values.company_phone_country_code || values.company_country_code,
  );
  if (phone) problems.company_phone = phone.message;
  return problems;
}

/** The multipart body of POST /user/update; `image` goes under its field name only when chosen. */
export function profileForm(
  step: '1' | '2',
  values: PersonalValues | CompanyValues,
  image: { field: 'profile_pict' | 'company_logo'; file: File | null },
): FormData {
  const form = new FormData();
  form.append('step', step);
  for (const [field, value] of Object.entries(values)) form.append(field, value.trim());
  if (image.file) form.append(image.field, image.file);
  return form;
}
