// US states and cities (part 2 §7 "Audience data"; issue 5 point 6): /general/state, its cities,
// and the static state and city CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { listKit } from './list-test-kit.ts';

let test: TestApp;
const { call } = listKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type State = { name: string; code: string };

describe('GET /general/state', () => {
  it('lists the 50 states, DC and Puerto Rico by name, without uninhabited islands', async () => {
    const response = await call('client@demo.test', 'GET', '/general/state');
    expect(response.statusCode).toBe(200);
    const states: State[] = response.json().states;
    expect(states).toHaveLength(52);
    expect(states[0]).toEqual({ name: 'Alabama', code: 'AL' });
    expect(states).toContainEqual({ name: 'Texas', code: 'TX' });
    expect(states).toContainEqual({ name: 'District of Columbia', code: 'DC' });
    expect(states.map((state) => state.code)).not.toContain('UM-81');
    const names = states.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('needs a signed-in caller', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/general/state' })).statusCode).toBe(401);
  });
});

describe('GET /general/state/{state}/cities', () => {
  it.each(['TX', 'tx', 'Texas', 'texas'])('answers the cities of %s, sorted and unique', async (state) => {
    const response = await call('agency@demo.test', 'GET', `/general/state/${state}/cities`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.state).toEqual({ name: 'Texas', code: 'TX' });
    expect(body.cities).toContain('Austin');
    expect(body.cities).toContain('Houston');
    expect(body.cities).not.toContain('Chicago');
    expect(new Set(body.cities).size).toBe(body.cities.length);
    expect(body.cities).toEqual([...body.cities].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it('understands names with spaces', async () => {
    const response = await call(
      'agency@demo.test',
      'GET',
      `/general/state/${encodeURIComponent('New York')}/cities`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().cities).toContain('Brooklyn');
  });

  it.each(['ZZ', 'Atlantis', 'UM-81', 'American Samoa'])(
    'refuses the unknown state %s naming state',
    async (state) => {
      const response = await call(
        'agency@demo.test',
        'GET',
        `/general/state/${encodeURIComponent(state)}/cities`,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('state');
    },
  );
});

describe('GET /general/state/download', () => {
  it('downloads every state,city pair as CSV', async () => {
    const response = await call('client@demo.test', 'GET', '/general/state/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="us-states-cities.csv"');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('state,state_code,city');
    expect(lines).toContain('Texas,TX,Austin');
    expect(lines.some((line) => line.startsWith('District of Columbia,DC,'))).toBe(true);
    const texas = (await call('client@demo.test', 'GET', '/general/state/TX/cities')).json().cities;
    expect(lines.filter((line) => line.startsWith('Texas,TX,'))).toHaveLength(texas.length);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[1])).size).toBe(52);
  });
});
