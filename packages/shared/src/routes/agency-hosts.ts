// White-label settings an agency controls itself in General Settings (issue 14, part 2 §7 Settings):
// its own SMTP sender and its host names. Only agencies (their staff, or platform staff viewing as
// them) reach these; the company must be the caller's own agency (else 404).
import { z } from 'zod';
import {
  smtpSenderFields,
  smtpSenderView,
  smtpTestResult,
  testEmailRequest,
  testSmtpRequest,
} from '../contracts/agency-mail.ts';
import { id, messageBody } from '../contracts/common.ts';
import {
  customDomainRequest,
  domainState,
  hostAvailability,
  hostAvailabilityParams,
  subdomainRequest,
} from '../contracts/custom-domain.ts';
import type { RouteAccess } from './route.ts';
import { defineRoute } from './route.ts';

const tags = ['settings'];
const companyParams = z.object({ companyID: id });
const READ = { companyKinds: ['agency'], page: 'general-setting' } as const satisfies RouteAccess;
const WRITE = {
  companyKinds: ['agency'],
  page: 'general-setting',
  permission: ['Settings', 'update'],
} as const satisfies RouteAccess;

export const agencyHostRoutes = {
  readSmtpSender: defineRoute({
    method: 'GET',
    path: '/configuration/setting/:companyID/customsmtp',
    params: companyParams,
    response: { 200: smtpSenderView },
    auth: READ,
    tags,
    summary: "The agency's own SMTP sender; the password only as set / not set.",
  }),
  saveSmtpSender: defineRoute({
    method: 'PUT',
    path: '/configuration/setting/:companyID/customsmtp',
    params: companyParams,
    body: smtpSenderFields,
    response: { 200: messageBody },
    auth: WRITE,
    tags,
    summary: "Saves the agency's SMTP sender: the mail of the agency and its clients goes through it.",
  }),
  removeSmtpSender: defineRoute({
    method: 'DELETE',
    path: '/configuration/setting/:companyID/customsmtp',
    params: companyParams,
    response: { 200: messageBody },
    auth: WRITE,
    tags,
  }),
  testSmtp: defineRoute({
    method: 'POST',
    path: '/configuration/user/testsmtp',
    body: testSmtpRequest,
    response: { 200: smtpTestResult },
    auth: WRITE,
    tags,
    summary: 'Sends a test e-mail through the unsaved form values (a blank password uses the saved one).',
  }),
  testEmail: defineRoute({
    method: 'POST',
    path: '/configuration/setting/test-email',
    body: testEmailRequest,
    response: { 200: smtpTestResult },
    auth: WRITE,
    tags,
    summary: "Sends a test e-mail through the agency's saved sender.",
  }),
  readDomains: defineRoute({
    method: 'GET',
    path: '/configuration/custom-domain/:companyID',
    params: companyParams,
    response: { 200: domainState },
    auth: READ,
    tags,
    summary: 'The agency subdomain, its custom domain, the DNS record to create and the last check.',
  }),
  checkDomain: defineRoute({
    method: 'POST',
    path: '/configuration/custom-domain/:companyID/check',
    params: companyParams,
    response: { 200: domainState },
    auth: WRITE,
    tags,
    summary: 'Resolves the custom domain and stores whether its CNAME record points at the agency host.',
  }),
  saveSubdomain: defineRoute({
    method: 'PUT',
    path: '/configuration/subdomain',
    body: subdomainRequest,
    response: { 200: domainState },
    auth: WRITE,
    tags,
  }),
  saveCustomDomain: defineRoute({
    method: 'PUT',
    path: '/configuration/update-custom-domain',
    body: customDomainRequest,
    response: { 200: domainState },
    auth: WRITE,
    tags,
    summary: 'Sets (empty: removes) the custom domain; it stays unverified until its DNS record is checked.',
  }),
  hostAvailability: defineRoute({
    method: 'GET',
    path: '/domainsubdomain/:domainorsub/:hostID',
    params: hostAvailabilityParams,
    response: { 200: hostAvailability },
    auth: READ,
    tags,
    summary: 'Whether a subdomain (a single label) or a custom domain is free for the agency hostID.',
  }),
};
