import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const search = async (path: string, signedIn = true) =>
  test.app.inject({
    method: 'GET',
    url: path,
    headers: signedIn ? bearer(await test.signIn('client@demo.test')) : {},
  });

describe('GET /api/{category}/autocomplete/{searchtext} (part 1 §5, §7)', () => {
  it('finds US cities, names starting with the text first, with their state', async () => {
    const response = await search('/api/city/autocomplete/Chica');
    expect(response.statusCode).toBe(200);
    const [first] = response.json().results;
    expect(first).toMatchObject({ name: 'Chicago', detail: 'IL' });
    expect(response.json().results.length).toBeLessThanOrEqual(10);
  });

  it('finds industries by any part of the name', async () => {
    const response = await search('/api/industry/autocomplete/estate');
    expect(response.json().results).toEqual([{ id: 'real_estate', name: 'Real estate', detail: null }]);
  });

  it.each([
    ['fewer than 3 characters', '/api/city/autocomplete/ch', 'searchtext'],
    ['an unknown category', '/api/planets/autocomplete/mars', 'category'],
  ])('rejects %s naming the field', async (_case, path, field) => {
    const response = await search(path);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('needs a session', async () => {
    expect((await search('/api/city/autocomplete/Chica', false)).statusCode).toBe(401);
  });
});
