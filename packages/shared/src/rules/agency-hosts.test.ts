import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { customDomainProblem, subdomainProblem } from './agency-hosts.ts';

describe('customDomainProblem (issue 14: custom domain self-service)', () => {
  it.each([
    ['leads.acme.com', null],
    ['ACME-Leads.co.uk', null],
    ['leads.acme.com.', null],
    ['', messages.customDomainInvalid],
    ['acme', messages.customDomainInvalid],
    ['-acme.com', messages.customDomainInvalid],
    ['acme-.com', messages.customDomainInvalid],
    ['ac me.com', messages.customDomainInvalid],
    ['acme..com', messages.customDomainInvalid],
    ['acme.123', messages.customDomainInvalid],
    [`${'a'.repeat(64)}.com`, messages.customDomainInvalid],
    ['https://acme.com', messages.customDomainInvalid],
    ['::1', messages.customDomainLocal],
    ['localhost', messages.customDomainLocal],
    ['acme.localhost', messages.customDomainLocal],
    ['127.0.0.1', messages.customDomainLocal],
    ['demo.test', messages.customDomainPlatform],
    ['beta.demo.test', messages.customDomainPlatform],
    ['notdemo.test', null],
  ])('%s → %s', (domain, problem) => {
    expect(customDomainProblem(domain, 'demo.test')).toBe(problem);
  });
});

describe('subdomainProblem (part 2 §5 subdomain rule)', () => {
  it.each([
    ['northwind', null],
    ['North-Wind', null],
    ['', messages.subdomainRequired],
    ['-north', messages.subdomainInvalid],
    ['north_wind', messages.subdomainInvalid],
    ['a'.repeat(64), messages.subdomainInvalid],
    ['www', messages.subdomainReserved],
    ['localhost', messages.subdomainReserved],
  ])('%s → %s', (subdomain, problem) => {
    expect(subdomainProblem(subdomain)).toBe(problem);
  });
});
