import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, uploads, users } from '../../src/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function form(
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Buffer; type: string }[] = [],
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return data;
}

async function post(email: string, data: FormData) {
  const token = await test.signIn(email);
  const request = new Request('http://localhost/api/user/update', { method: 'POST', body: data });
  const body = Buffer.from(await request.arrayBuffer());
  return test.app.inject({
    method: 'POST',
    url: '/api/user/update',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
    payload: body,
  });
}

const step1 = (overrides: Record<string, string> = {}) => ({
  step: '1',
  name: 'Carl Client',
  email: 'client@demo.test',
  phonenum: '(312) 555-0123',
  phone_country_code: 'US',
  phone_country_calling_code: '+1',
  city: 'Chicago',
  ...overrides,
});

describe('POST /api/user/update (profile setup steps 1 and 2)', () => {
  it('step 1 saves the person and the profile picture, served back as an image', async () => {
    const response = await post(
      'client@demo.test',
      form(step1(), [{ field: 'profile_pict', name: 'me.png', bytes: PNG, type: 'image/png' }]),
    );
    expect(response.statusCode).toBe(200);
    const [user] = await test.ctx.db.select().from(users).where(eq(users.email, 'client@demo.test'));
    expect(user).toMatchObject({ city: 'Chicago', phoneCountryCode: 'US' });
    expect(user?.profilePict).toMatch(/^\/api\/uploads\//);
    const image = await test.app.inject({ method: 'GET', url: user?.profilePict ?? '' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('step 2 saves the company and its logo', async () => {
    const response = await post(
      'agency2@demo.test',
      form(
        {
          step: '2',
          company_name: 'Beta Growth LLC',
          company_phone: '+1 312 555 0199',
          company_country_code: 'US',
          company_city: 'Austin',
        },
        [{ field: 'company_logo', name: 'logo.png', bytes: PNG, type: 'image/png' }],
      ),
    );
    expect(response.statusCode).toBe(200);
    const [company] = await test.ctx.db.select().from(companies).where(eq(companies.subdomain, 'beta'));
    expect(company).toMatchObject({ companyName: 'Beta Growth LLC', city: 'Austin' });
    expect(company?.logo).toMatch(/^\/api\/uploads\//);
  });

  it('an e-mail that belongs to someone else answers result error_email (part 1 §7: a 200)', async () => {
    const response = await post('client@demo.test', form(step1({ email: 'agency@demo.test' })));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'error_email',
      message: messages.emailTaken,
      errors: { email: messages.emailTaken },
    });
  });

  it.each([
    ['a number without a country', { phone_country_code: '' }, messages.chooseCountry],
    ['an invalid number', { phonenum: '12' }, messages.invalidPhone],
  ])('rejects %s on phonenum', async (_case, overrides, message) => {
    const response = await post('client@demo.test', form(step1(overrides)));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.phonenum).toContain(message);
  });

  it.each([
    [
      'a file that is not an image',
      [{ field: 'profile_pict', name: 'x.png', bytes: Buffer.from('<?php echo 1;'), type: 'image/png' }],
      messages.uploadNotImage,
    ],
    [
      'two files',
      [
        { field: 'profile_pict', name: 'a.png', bytes: PNG, type: 'image/png' },
        { field: 'profile_pict', name: 'b.png', bytes: PNG, type: 'image/png' },
      ],
      messages.uploadOneFile,
    ],
    [
      'an image over 2 MB',
      [
        {
          field: 'profile_pict',
          name: 'big.png',
          bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
          type: 'image/png',
        },
      ],
      messages.uploadTooLarge,
    ],
  ])('refuses %s and stores nothing', async (_case, files, message) => {
    const before = (await test.ctx.db.select().from(uploads)).length;
    const [userBefore] = await test.ctx.db.select().from(users).where(eq(users.email, 'client2@demo.test'));
    const response = await post(
      'client2@demo.test',
      form(step1({ email: 'client2@demo.test', city: 'Changed' }), files),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    expect((await test.ctx.db.select().from(uploads)).length).toBe(before);
    const [userAfter] = await test.ctx.db.select().from(users).where(eq(users.email, 'client2@demo.test'));
    expect(userAfter?.city).toBe(userBefore?.city);
  });

  it('a JSON body is refused with a clear error', async () => {
    const token = await test.signIn('client@demo.test');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: bearer(token),
      payload: { step: '1' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('onboarding calls', () => {
  it('setup complete toggles profile_setup_completed and the status reports it', async () => {
    const token = await test.signIn('sales@demo.test');
    const [sales] = await test.ctx.db.select().from(users).where(eq(users.email, 'sales@demo.test'));
    const off = await test.app.inject({
      method: 'PUT',
      url: '/api/leadspeek/user/setupcomplete',
      headers: bearer(token),
      payload: { statuscomplete: 'F' },
    });
    expect(off.statusCode).toBe(200);
    const status = await test.app.inject({
      method: 'GET',
      url: `/api/user/onboarding-status/${sales?.id}`,
      headers: bearer(token),
    });
    expect(status.json().profile_setup_completed).toBe('F');
    await test.app.inject({
      method: 'PUT',
      url: '/api/leadspeek/user/setupcomplete',
      headers: bearer(token),
      payload: { statuscomplete: 'T' },
    });
    const again = await test.app.inject({
      method: 'GET',
      url: `/api/user/onboarding-status/${sales?.id}`,
      headers: bearer(token),
    });
    expect(again.json().profile_setup_completed).toBe('T');
  });

  it("onboarding status of another agency's user answers 404", async () => {
    const token = await test.signIn('agency@demo.test');
    const [other] = await test.ctx.db.select().from(users).where(eq(users.email, 'client2@demo.test'));
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/user/onboarding-status/${other?.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });

  it('the questionnaire is not for clients', async () => {
    const client = await test.signIn('client@demo.test');
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/user/questionnaire',
      headers: bearer(client),
      payload: { answers: { size: '10' } },
    });
    expect(refused.statusCode).toBe(403);
    const agency = await test.signIn('agency@demo.test');
    const saved = await test.app.inject({
      method: 'POST',
      url: '/api/user/questionnaire',
      headers: bearer(agency),
      payload: { answers: { size: '10' } },
    });
    expect(saved.statusCode).toBe(200);
    const [user] = await test.ctx.db.select().from(users).where(eq(users.email, 'agency@demo.test'));
    expect(user).toMatchObject({ questionnaireSetupCompleted: true, questionnaire: { size: '10' } });
  });
});

describe('GET /api/user carries the profile fields for the setup form', () => {
  it('answers what step 1 and step 2 saved', async () => {
    await post(
      'agency@demo.test',
      form(step1({ email: 'agency@demo.test', name: 'Alice Agency', city: 'Denver', zip: '80202' })),
    );
    await post(
      'agency@demo.test',
      form({
        step: '2',
        company_name: 'Acme Marketing',
        company_city: 'Boulder',
        industry_name: 'Marketing',
      }),
    );
    const token = await test.signIn('agency@demo.test');
    const me = (await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
    expect(me).toMatchObject({
      city: 'Denver',
      zip: '80202',
      phone_country_code: 'US',
      company_city: 'Boulder',
      industry_name: 'Marketing',
    });
  });
});

describe('profile contacts (part 1 §3: franchize, director, manager and team contacts)', () => {
  const contacts = {
    director: {
      first_name: 'Dana',
      last_name: 'Director',
      email: 'Dana@Example.test',
      phone: '(312) 555-0150',
      phone_country_code: 'US',
    },
    team: { first_name: 'Tim', last_name: 'Team', email: '', phone: '', phone_country_code: '' },
  };

  it('step 2 saves the contacts and GET /user answers them', async () => {
    const response = await post(
      'agency2@demo.test',
      form({ step: '2', company_name: 'Beta Growth', contacts: JSON.stringify(contacts) }),
    );
    expect(response.statusCode).toBe(200);
    const token = await test.signIn('agency2@demo.test');
    const me = (await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
    expect(me.contacts.director).toMatchObject({ first_name: 'Dana', email: 'dana@example.test' });
    expect(me.contacts.team.first_name).toBe('Tim');
  });

  it.each([
    ['a bad e-mail', { director: { ...contacts.director, email: 'nope' } }, 'contacts.director.email'],
    [
      'a phone without a country',
      { manager: { first_name: 'M', phone: '3125550150' } },
      'contacts.manager.phone',
    ],
    ['an unknown role', { ceo: { first_name: 'C' } }, 'contacts'],
  ])('rejects %s naming the field', async (_case, value, field) => {
    const response = await post(
      'agency2@demo.test',
      form({ step: '2', company_name: 'Beta Growth', contacts: JSON.stringify(value) }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('rejects contacts that are not JSON', async () => {
    const response = await post(
      'agency2@demo.test',
      form({ step: '2', company_name: 'Beta Growth', contacts: '{oops' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('contacts');
  });
});
