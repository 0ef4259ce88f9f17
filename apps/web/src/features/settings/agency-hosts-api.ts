// An agency's own mail server and host names (issue 14): the calls of the General Settings panels.
import { agencyHostRoutes as routes, type SmtpSenderForm } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const smtpSenderKey = (companyId: number) => ['agency-smtp', companyId] as const;
export const domainsKey = (companyId: number) => ['agency-domains', companyId] as const;

export const readSmtpSender = (companyId: number) =>
  call(routes.readSmtpSender, { params: { companyID: companyId } });
export const saveSmtpSender = (companyId: number, form: SmtpSenderForm) =>
  call(routes.saveSmtpSender, { params: { companyID: companyId }, body: form });
export const removeSmtpSender = (companyId: number) =>
  call(routes.removeSmtpSender, { params: { companyID: companyId } });
export const testSmtpForm = (companyId: number, form: SmtpSenderForm, to: string) =>
  call(routes.testSmtp, { body: { ...form, companyID: companyId, to } });
export const testSavedSmtp = (companyId: number, email: string) =>
  call(routes.testEmail, { body: { companyID: companyId, email } });

export const readDomains = (companyId: number) =>
  call(routes.readDomains, { params: { companyID: companyId } });
export const checkDomain = (companyId: number) =>
  call(routes.checkDomain, { params: { companyID: companyId } });
export const saveSubdomain = (companyId: number, subdomain: string) =>
  call(routes.saveSubdomain, { body: { companyID: companyId, subdomain } });
export const saveCustomDomain = (companyId: number, domain: string) =>
  call(routes.saveCustomDomain, { body: { companyID: companyId, domain } });
export const hostAvailability = (companyId: number, name: string) =>
  call(routes.hostAvailability, { params: { domainorsub: name, hostID: companyId } });
