// Every call the specification's web client makes (part 1 §7 and part 2 §7), one row each, as the
// specification writes it: the section, the call, who makes it, the payload in the specification's
// field names, and the fields the specification reads from the answer (issue 26 part 1).
// every-spec-call.test.ts runs each row against the API and holds the table against
// spec-call-list.txt, so a call cannot stop working, or go missing from here, unnoticed.
//
// `call` is the call as the specification writes it: `METHOD /path` (`*` where it shows no method),
// or, for the calls it names by their payload alone ("Method and path are not shown"), that name.
// `method` and `path` are the request the test sends: the specification's placeholders filled with
// demo ids read at run time (`d`), and the values a row's `given` made for it (`g`).
import { DEMO_PASSWORD, LEAD_MODULE_KINDS, PAYMENT_TERMS } from '@lead/shared';
import type { LightMyRequestResponse } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Demo ids, read from the test database once, and steps that make fresh fixtures. */
export type Demo = {
  userId: (email: string) => number;
  companyId: (email: string) => number;
  roleId: (email: string) => number;
  /** A Site ID (local) or Search ID (locator) campaign of Acme Client Co, made for these rows. */
  campaign: { local: string; locator: string };
  /** A new campaign of Acme Client Co (for rows that change or end one). */
  freshCampaign: (module?: 'local' | 'locator', values?: Record<string, unknown>) => Promise<string>;
  /** A new agency made through the add form, with its owner: ids of both. */
  freshAgency: (name: string) => Promise<{ companyId: number; userId: number; email: string }>;
  /** A new administrator of `ownerEmail`'s company with every permission; its e-mail. */
  freshStaff: (ownerEmail: string, email: string) => Promise<string>;
  /** A signed-in call, as the row calls do, for a row's `given` steps. */
  call: (email: string, method: Method, path: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** A call without a token (a visitor). */
  visit: (method: Method, path: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** The last sign-in code mailed to `email` (the outbox of the offline mailer). */
  lastCode: (email: string) => Promise<string>;
  /** Connects ClickFunnels for a company (against the test's fake ClickFunnels). */
  connectClickFunnels: (companyId: number) => Promise<void>;
  /** Stores a value straight in the database (a fixture the API has no call for). */
  sql: (query: string, values?: unknown[]) => Promise<unknown[]>;
};

export type Given = Record<string, unknown>;

export type SpecCallRow = {
  /** Where the specification writes the call: 'part 2 §7 Campaigns'. */
  section: string;
  /** The call as the specification writes it (see above). */
  call: string;
  /** The specification's name of the payload this row sends, where it gives one (`CreateClient`). */
  payloadName?: string;
  /** The demo user who makes the call; null: a visitor (no token); `fresh`: a sign-in of its own. */
  as: string | null;
  fresh?: true;
  method: Method;
  path: (d: Demo, g: Given) => string;
  /** The JSON body as the specification writes it. */
  payload?: (d: Demo, g: Given) => object;
  /** A multipart form as the specification writes it (a file is `{ file, name, type }`). */
  form?: (d: Demo, g: Given) => Record<string, string | { file: string; name: string; type: string }>;
  /** Fixtures the row needs, made before the call. */
  given?: (d: Demo) => Promise<Given>;
  /** The answer the specification describes, when it is not a 2xx. */
  status?: number;
  /** The fields the specification reads from the answer: 'data.0.company_name', 'result'. */
  reads: string[];
  /** Values the specification states for fields it reads ('result equal to success'). */
  equals?: Record<string, unknown>;
  /**
   * Where the API does not answer the call as the specification writes it yet: the reason, and the
   * fields it reads that are absent (`reads`; the call runs with the others, and these run as
   * it.fails), or the whole call (no `reads`: the row runs as it.fails).
   */
  knownGap?: { reason: string; reads?: string[] };
};

const ROOT = 'root@demo.test';
const AGENCY = 'agency@demo.test';
const CLIENT = 'client@demo.test';
const AGENCY2 = 'agency2@demo.test';
const CLIENT2 = 'client2@demo.test';
const SALES = 'sales@demo.test';

const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const US_PHONE = {
  ClientPhone: '2015550123',
  ClientPhoneCountryCode: 'US',
  ClientPhoneCountryCallingCode: '+1',
};
/** The role/module response of part 1 §3, as the shell reads it. */
const ROLE_MODULE_FIELDS = [
  'isBeta',
  'betaFeature',
  'paymentStatusFailed',
  'accessmodule_agency',
  'fcampid',
  'finamt',
  'agencyFilteredModules',
  'agency_side_menu',
  'rootsidemenu',
  'sidemenu',
  'agency_onboarding_status',
  'is_whitelabeling',
  'colors_parent',
  'paymenttermlist',
  'rootPaymentTermsNewAgencies',
  'agencyDefaultModules',
  'modules',
  'setupcomplete',
  'accountconnected',
  'package_id',
  'paymentgateway',
];
/** Session user data of part 1 §3 that the shell reads from GET /user. */
const SESSION_USER_FIELDS = [
  'id',
  'company_id',
  'role_id',
  'user_type',
  'systemuser',
  'rootcomp',
  'company_name',
  'profile_setup_completed',
  'manual_bill',
  'leadlocalname',
  'leadlocalurl',
  'leadlocatorname',
  'leadlocatorurl',
  'status_acc',
  'idsys',
];
const CLIENT_SETUP_FIELDS = ['setupcomplete', 'accessmodule', 'clientsidebar', 'isBeta', 'betaFeature'];

/** The add form of part 2 §7 CreateClient, for a new agency under the root (owner: `agencyEmail(name)`). */
export const createAgency = (d: Demo, name: string) => ({
  companyID: d.companyId(ROOT),
  idsys: d.companyId(ROOT),
  userType: 'userdownline',
  ClientCompanyName: `${name} Co`,
  ClientFullName: `${name} Owner`,
  ClientEmail: agencyEmail(name),
  ...US_PHONE,
  ClientWhiteLabeling: 'F',
  DownlineDomain: '',
  DownlineSubDomain: name.toLowerCase().replace(/\W+/g, ''),
  DownlineOrganizationID: '',
});

export const agencyEmail = (name: string) => `${name.toLowerCase().replace(/\W+/g, '-')}@spec.test`;

const campaignList = (d: Demo, email: string, module: string) =>
  `/leadspeek/client/all/${module}/${d.companyId(email)}/all/null/null`;

/** A campaign command of part 2 §7 Campaigns on a fresh campaign: `{ leadspeek_api_id }`. */
const campaignCommand = (path: string, as: string, values: Record<string, unknown>): SpecCallRow => ({
  section: 'part 2 §7 Campaigns',
  call: `PUT ${path}`,
  as,
  given: async (d) => ({ campaign: await d.freshCampaign('local', values) }),
  method: 'PUT',
  path: () => path,
  payload: (_d, g) => ({ leadspeek_api_id: g.campaign }),
  reads: [],
});

export const SPEC_CALLS: SpecCallRow[] = [
  // ---------------------------------------------------------------------------------------------
  // part 1 §7: authentication, profile, two-factor and the shell
  {
    section: 'part 1 §7',
    call: 'POST /login',
    as: null,
    method: 'POST',
    path: () => '/login',
    payload: (d) => ({
      username: AGENCY,
      password: DEMO_PASSWORD,
      gtoken: '',
      domainName: 'acme.localhost',
      ownedcompanyid: d.companyId(AGENCY),
      companyrootid: d.companyId(ROOT),
    }),
    reads: ['access_token'],
  },
  {
    section: 'part 1 §7',
    call: 'POST /logout',
    as: AGENCY2,
    fresh: true,
    method: 'POST',
    path: () => '/logout',
    reads: [],
  },
  {
    section: 'part 1 §7',
    call: 'POST /register',
    as: null,
    method: 'POST',
    path: () => '/register',
    payload: (d) => ({
      companyname: 'Spec Register Agency',
      name: 'Rita Register',
      email: 'spec-register@spec.test',
      phonenum: '2015550123',
      password: 'Register!pass2026',
      gtoken: '',
      userType: 'userdownline',
      domainName: 'localhost',
      ownedcompanyid: d.companyId(ROOT),
      idsys: d.companyId(ROOT),
      refcode: '',
    }),
    reads: [],
  },
  {
    section: 'part 1 §7',
    call: 'POST /forgetpass',
    as: null,
    method: 'POST',
    path: () => '/forgetpass',
    payload: (d) => ({
      username: CLIENT,
      gtoken: '',
      ownedcompanyid: d.companyId(AGENCY),
      companyrootid: d.companyId(ROOT),
    }),
    reads: [],
  },
  {
    section: 'part 1 §7',
    call: 'POST /verifylogin',
    as: null,
    method: 'POST',
    given: (d) => twoFactorSignIn(d, CLIENT2),
    path: () => '/verifylogin',
    payload: (_d, g) => ({ email: CLIENT2, code: g.code }),
    reads: ['result', 'rows.access_token'],
    knownGap: {
      reason:
        'the API also asks for the `challenge` its login answered (a code is bound to its password step); the spec sends email and code only',
    },
  },
  {
    section: 'part 1 §7',
    call: 'POST /resendcode',
    as: null,
    method: 'POST',
    given: (d) => twoFactorSignIn(d, CLIENT2),
    path: () => '/resendcode',
    payload: (d) => ({ email: CLIENT2, companyrootid: d.companyId(ROOT) }),
    reads: [],
    knownGap: {
      reason:
        'the API also asks for the `challenge` its login answered; the spec sends email and companyrootid only',
    },
  },
  {
    section: 'part 1 §7',
    call: 'POST /v1/developer/sso/validation',
    as: null,
    method: 'POST',
    given: async (d) => {
      const issued = await d.call(AGENCY, 'POST', '/v1/developer/sso/token', { user_id: d.userId(CLIENT) });
      return { token: issued.json().token };
    },
    path: () => '/v1/developer/sso/validation',
    // currentUserID: the browser was signed in as another user, so the answer says replace_user.
    payload: (d, g) => ({ subdomain: 'acme.localhost', token: g.token, currentUserID: d.userId(AGENCY) }),
    reads: ['access_token', 'action'],
  },
  {
    section: 'part 1 §7',
    call: 'GET /setting/twofactorauth/{userId}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/setting/twofactorauth/${d.userId(CLIENT)}`,
    reads: ['two_factor_auth', 'two_factor_auth_type'],
  },
  {
    section: 'part 1 §7',
    call: 'PUT /setting/twofactorauth/{userId}',
    as: 'spec-2fa@demo.test',
    given: async (d) => ({ staff: await d.freshStaff(AGENCY, 'spec-2fa@demo.test') }),
    method: 'PUT',
    path: (d) => `/setting/twofactorauth/${d.userId('spec-2fa@demo.test')}`,
    payload: () => ({ two_factor_auth: true, two_factor_auth_type: 'email' }),
    reads: ['two_factor_auth', 'two_factor_auth_type', 'message'],
    knownGap: {
      reason:
        'the API asks for current_password (or current_code) before a two-factor change (re-authentication); the spec sends two_factor_auth, two_factor_auth_type and secretKey only',
    },
  },
  {
    section: 'part 1 §7',
    call: 'GET /setting/get-google-tfa/{userId}/{companyId}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/setting/get-google-tfa/${d.userId(CLIENT)}/${d.companyId(CLIENT)}`,
    reads: ['qrCodeUrl', 'secretKey'],
  },
  {
    section: 'part 1 §7',
    call: 'POST /user/resetpassword',
    as: 'spec-password@demo.test',
    given: async (d) => ({ staff: await d.freshStaff(AGENCY, 'spec-password@demo.test') }),
    method: 'POST',
    path: () => '/user/resetpassword',
    payload: (d) => ({
      usrID: d.userId('spec-password@demo.test'),
      newpassword: 'Changed!pass2026',
      currpassword: DEMO_PASSWORD,
    }),
    reads: ['result'],
    equals: { result: 'success' },
  },
  {
    section: 'part 1 §7',
    call: 'POST /docauth',
    as: AGENCY,
    method: 'POST',
    path: () => '/docauth',
    payload: (d) => ({ pwd: DEMO_PASSWORD, urldata: d.campaign.local }),
    reads: [],
  },
  {
    section: 'part 1 §7',
    call: 'GET /user',
    as: CLIENT,
    method: 'GET',
    path: () => '/user',
    reads: SESSION_USER_FIELDS,
  },
  {
    section: 'part 1 §7',
    call: 'GET /user/{usrID}',
    as: AGENCY,
    method: 'GET',
    path: (d) => `/user/${d.userId(CLIENT)}`,
    reads: SESSION_USER_FIELDS,
  },
  {
    section: 'part 1 §7',
    call: "the 'only/{id}' form of GET /user[/{usrID}]",
    as: AGENCY,
    method: 'GET',
    path: (d) => `/user/only/${d.userId(CLIENT)}`,
    reads: ['disable_client_add_campaign'],
  },
  {
    section: 'part 1 §7',
    call: 'POST /user/update',
    payloadName: 'profile step 1',
    as: CLIENT2,
    method: 'POST',
    path: () => '/user/update',
    form: () => ({
      step: '1',
      name: 'Cora Client',
      email: CLIENT2,
      phonenum: '2015550123',
      phone_country_code: 'US',
      phone_country_calling_code: '+1',
      address: '1 Main St',
      city: 'Chicago',
      zip: '60601',
      country_code: 'US',
      state_code: 'IL',
    }),
    reads: [],
  },
  {
    section: 'part 1 §7',
    call: 'GET /user/checksetupcomplete/{usrID}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/user/checksetupcomplete/${d.userId(CLIENT)}`,
    reads: CLIENT_SETUP_FIELDS,
  },
  {
    section: 'part 1 §7',
    call: 'PUT /leadspeek/user/setupcomplete',
    as: CLIENT2,
    method: 'PUT',
    path: () => '/leadspeek/user/setupcomplete',
    payload: () => ({ statuscomplete: 'T' }),
    reads: [],
  },
  {
    section: 'part 1 §7',
    call: 'GET /user/onboarding-status/{user_id}',
    as: AGENCY,
    method: 'GET',
    path: (d) => `/user/onboarding-status/${d.userId(AGENCY)}`,
    reads: [],
  },
  {
    section: 'part 1 §7',
    call: 'GET /{category}/autocomplete/{searchtext}',
    as: AGENCY,
    method: 'GET',
    path: () => '/industry/autocomplete/mar',
    reads: [],
  },
  {
    section: 'part 1 §7',
    call: 'GET /configuration/role-module/{getType}/{companyID}/{roleID}/{usrID}',
    as: AGENCY,
    method: 'GET',
    path: (d) =>
      `/configuration/role-module/getrolemodule/${d.companyId(AGENCY)}/${d.roleId(AGENCY)}/${d.userId(AGENCY)}`,
    reads: [
      ...ROLE_MODULE_FIELDS,
      'rootPaymentTermsNewAgencies.0.term',
      'rootPaymentTermsNewAgencies.0.status',
    ],
  },
  {
    section: 'part 1 §7',
    call: 'Domain-info lookup (path not shown)',
    as: null,
    method: 'GET',
    path: () => '/domain/info?domainorsub=acme.localhost',
    reads: [
      'params',
      'params.idsys',
      'params.agency_side_menu',
      'params.rootsidemenu',
      'params.paymenttermlist',
    ],
  },
  {
    section: 'part 1 §7; part 2 §7 Settings',
    call: 'GET /configuration/setting/{companyID}/{settingname}',
    payloadName: "getGeneralSetting (settingname 'rootAgencyEmbeddedCode')",
    as: AGENCY,
    method: 'GET',
    path: (d) => `/configuration/setting/${d.companyId(AGENCY)}/rootAgencyEmbeddedCode`,
    reads: ['placeEmbedded', 'embeddedcode'],
  },
  {
    section: 'part 1 §7; part 2 §7 Marketing agreements',
    call: 'getMarketingServicesAgreement (GET, path not shown)',
    as: AGENCY,
    method: 'GET',
    path: (d) => `/agreements/developer?user_id=${d.userId(AGENCY)}`,
    reads: ['is_marketing_services_agreement_developer'],
  },
  {
    section: 'part 1 §7; part 2 §7 Marketing agreements',
    call: 'marketingServicesAgreement (PUT, path not shown)',
    as: AGENCY2,
    method: 'PUT',
    path: () => '/agreements/developer',
    payload: (d) => ({
      user_id: d.userId(AGENCY2),
      is_marketing_services_agreement_developer: 'T',
      company_name: 'Beta Agency',
      company_id: d.companyId(AGENCY2),
      location_menu: 'developer',
    }),
    reads: [],
  },
  {
    section: 'part 1 §7; part 2 §7 Marketing agreements',
    call: 'getMarketingServicesAgreementFeature (GET, path not shown)',
    as: AGENCY,
    given: async (d) => ({ featureId: await featureId(d, 'b2b_module') }),
    method: 'GET',
    path: (d, g) => `/agreements/feature/${g.featureId}?user_id=${d.userId(AGENCY)}`,
    reads: ['status'],
  },
  {
    section: 'part 1 §7; part 2 §7 Marketing agreements',
    call: 'marketingServicesAgreementFeature (PUT, path not shown)',
    as: AGENCY2,
    given: async (d) => ({ featureId: await featureId(d, 'data_wallet') }),
    method: 'PUT',
    path: () => '/agreements/feature',
    payload: (d, g) => ({
      feature_id: g.featureId,
      feature_name: 'data_wallet',
      user_id: d.userId(AGENCY2),
      is_marketing_services_agreement_feature: 'T',
      company_name: 'Beta Agency',
      company_id: d.companyId(AGENCY2),
      location_menu: 'data wallet',
    }),
    reads: [],
  },

  // ---------------------------------------------------------------------------------------------
  // part 2 §7 "Agency and client management" (payloads; method and path not shown) and
  // "Users and clients (HTTP)"
  {
    section: 'part 2 §7 Users and clients',
    call: 'GET /configuration/user/{companyID}/{group|all}/{idsys}/{userType}/{module}/{sortby}/{order}/{searchkey}',
    as: ROOT,
    method: 'GET',
    path: (d) =>
      `/configuration/user/${d.companyId(ROOT)}/all/${d.companyId(ROOT)}/userdownline/all/company_name/asc/Acme?Page=1&PerPage=10&CardStatus=all&CampaignStatus=all&Filters=`,
    reads: ['data.0.company_name', 'data.0.name', 'data.0.email', 'data.0.created_at', 'data.0.children'],
    knownGap: {
      reason:
        "an agency row does not embed its clients (`children`): they are the agency's client list, read page by page",
      reads: ['data.0.children'],
    },
  },
  {
    section: 'part 2 §7 Users and clients; Agency and client management',
    call: 'POST /configuration/user/create',
    payloadName: 'CreateClient',
    as: ROOT,
    method: 'POST',
    path: () => '/configuration/user/create',
    payload: (d) => createAgency(d, 'Spec Create'),
    reads: ['result', 'message', 'data.0'],
  },
  {
    section: 'part 2 §7 Users and clients; Agency and client management',
    call: 'PUT /configuration/user/update',
    payloadName: 'UpdateClient',
    as: ROOT,
    given: async (d) => d.freshAgency('Spec Update'),
    method: 'PUT',
    path: () => '/configuration/user/update',
    payload: (d, g) => ({
      ...createAgency(d, 'Spec Update'),
      ClientCompanyName: 'Spec Update Renamed Co',
      ClientID: g.userId,
      selectedterms: PAYMENT_TERMS.map((term) => ({ term, status: true })),
      selectedmodules: LEAD_MODULE_KINDS.map((type) => ({ type, status: type === 'local' })),
      action: 'downline',
    }),
    reads: ['result', 'message'],
  },
  {
    section: 'part 2 §7 Users and clients; Agency and client management',
    call: 'DELETE /configuration/user/remove/{companyID}/{userID}',
    payloadName: 'RemoveClient',
    as: ROOT,
    given: async (d) => d.freshAgency('Spec Remove'),
    method: 'DELETE',
    path: (_d, g) => `/configuration/user/remove/${g.companyId}/${g.userId}`,
    reads: ['result', 'message'],
  },
  {
    section: 'part 2 §7 Users and clients; Agency and client management',
    call: 'POST /configuration/user/show-user',
    payloadName: 'getUsers',
    as: ROOT,
    method: 'POST',
    path: () => '/configuration/user/show-user',
    payload: (d) => ({ companyID: d.companyId(AGENCY), userType: 'client', searchUser: '' }),
    reads: ['users.0.id', 'users.0.name', 'users.0.company_name', 'users.0.type_user_tx'],
  },
  {
    section: 'part 2 §7 Users and clients; Agency and client management',
    call: 'POST /configuration/user/show-campaigns',
    payloadName: 'getUserCampaigns',
    as: ROOT,
    method: 'POST',
    path: () => '/configuration/user/show-campaigns',
    payload: (d) => ({ companyID: d.companyId(AGENCY) }),
    reads: ['campaigns.0.leadspeek_api_id', 'campaigns.0.campaign_name', 'campaigns.0.company_name'],
  },
  {
    section: 'part 2 §7 Users and clients; Agency and client management',
    call: 'POST /configuration/user/log-user',
    payloadName: 'getUserLogs',
    as: ROOT,
    method: 'POST',
    path: () => '/configuration/user/log-user',
    payload: (d) => ({
      companyID: d.companyId(AGENCY),
      page: 1,
      action: 'all',
      userType: '9999',
      userID: '9999',
      campaignID: 'all',
      logDateRange: 'all',
    }),
    reads: ['data', 'current_page', 'per_page', 'total'],
  },
  {
    section: 'part 2 §7 Users and clients; Agency and client management',
    call: 'POST /configuration/user/log-category',
    payloadName: 'getUserLogsCategory',
    as: ROOT,
    method: 'POST',
    path: () => '/configuration/user/log-category',
    payload: (d) => ({ companyID: d.companyId(AGENCY) }),
    reads: ['actions'],
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'POST /configuration/user/resendinvitation',
    as: AGENCY,
    method: 'POST',
    path: () => '/configuration/user/resendinvitation',
    payload: (d) => ({ userID: d.userId(CLIENT) }),
    reads: [],
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'POST /configuration/user/testsmtp',
    as: AGENCY,
    method: 'POST',
    path: () => '/configuration/user/testsmtp',
    payload: (d) => ({
      companyID: d.companyId(AGENCY),
      host: 'smtp.acme.example',
      port: 587,
      security: 'tls',
      username: 'mailer',
      password: 'secret',
      from_name: 'Acme',
      from_address: 'mailer@acme.example',
      to: AGENCY,
    }),
    reads: [],
  },
  {
    section: 'part 2 §7 Users and clients; §3 Cost module',
    call: 'PUT /configuration/user/costmodule',
    as: AGENCY,
    given: async (d) => ({ campaign: await d.freshCampaign('local', { status: 'draft' }) }),
    method: 'PUT',
    path: () => '/configuration/user/costmodule',
    payload: (d, g) => ({
      companyID: d.companyId(CLIENT),
      LeadspeekApiId: g.campaign,
      ModuleName: 'local',
      CostSet: '1.00',
      CostMonth: '100.00',
      CostMaxLead: '0',
      LimitLead: '10',
      LimitLeadFreq: 'day',
      LimitLeadStart: '',
      LimitLeadEnd: '',
      PaymentTerm: 'Weekly',
      contiDurationSelection: false,
      topupoptions: 'continual',
      leadsbuy: '0',
      PlatformFee: '250.00',
    }),
    reads: [],
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'GET /configuration/sales-downline/...',
    as: SALES,
    method: 'GET',
    path: (d) =>
      `/configuration/sales-downline/${d.companyId(ROOT)}/all/${d.companyId(ROOT)}/userdownline/all/null/null`,
    reads: ['data'],
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'GET /configuration/sales/list',
    as: ROOT,
    method: 'GET',
    path: () => '/configuration/sales/list',
    reads: ['params.0.id', 'params.0.name'],
  },
  {
    section: 'part 2 §7 Users and clients; Agency and client management',
    call: 'GET /configuration/sales/list/{companyID}',
    payloadName: 'getSalesList',
    as: ROOT,
    method: 'GET',
    path: (d) => `/configuration/sales/list/${d.companyId(AGENCY)}`,
    reads: ['params.0.id', 'params.0.name'],
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'GET /configuration/root/list',
    as: ROOT,
    method: 'GET',
    path: () => '/configuration/root/list',
    reads: ['params'],
  },
  {
    section: 'part 2 §7 Users and clients; Agency and client management',
    call: 'PUT /configuration/sales',
    payloadName: 'setSalesPerson',
    as: ROOT,
    given: async (d) => d.freshAgency('Spec Sales'),
    method: 'PUT',
    path: () => '/configuration/sales',
    payload: (d, g) => ({ companyID: g.companyId, salesRep: d.userId(SALES), salesAE: null, salesRef: null }),
    reads: [],
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'PUT /configuration/role-module/addupdate',
    as: AGENCY,
    method: 'PUT',
    path: () => '/configuration/role-module/addupdate',
    payload: (d) => ({
      companyID: d.companyId(AGENCY),
      // The spec shows no payload for this call: the role form's fields (part 2 §6 module flags).
      roleName: 'Spec Role',
      modules: ['Ads Design', 'Campaign', 'LeadsPeek', 'Settings'].map((module) => ({
        module,
        enable: true,
        create: true,
        update: false,
        delete: false,
      })),
    }),
    reads: [],
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'DELETE /configuration/role-module/remove/{companyID}/{roleID}',
    as: AGENCY,
    given: async (d) => {
      const [role] = (await d.sql(
        `insert into roles (company_id, role_name) values ($1, 'Spec Removed Role') returning id`,
        [d.companyId(AGENCY)],
      )) as { id: number }[];
      return { roleId: role?.id };
    },
    method: 'DELETE',
    path: (d, g) => `/configuration/role-module/remove/${d.companyId(AGENCY)}/${g.roleId}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Agency and client management',
    call: 'checkCampaignActive (path not shown)',
    as: ROOT,
    method: 'POST',
    path: () => '/configuration/user/check-campaign-active',
    payload: (d) => ({ company_id: d.companyId(AGENCY), leadspeek_type: 'local', user_type: 'agency' }),
    reads: ['active_campaign_id'],
  },
  {
    section: 'part 2 §7 Agency and client management',
    call: 'agencyManualBill (path not shown)',
    as: ROOT,
    given: async (d) => d.freshAgency('Spec Manual Bill'),
    method: 'PUT',
    path: () => '/configuration/user/manual-bill',
    payload: (_d, g) => ({ companyID: g.companyId, manualBill: 'T' }),
    reads: [],
  },
  {
    section: 'part 2 §7 Agency and client management',
    call: 'switchUserData (path not shown)',
    as: ROOT,
    fresh: true,
    method: 'POST',
    path: () => '/user/switch',
    payload: (d) => ({ usrID: d.userId(AGENCY) }),
    reads: ['result'],
    equals: { result: 'success' },
  },
  {
    section: 'part 2 §7 Agency and client management',
    call: 'getGeneralSetting (settingname costagency; path not shown)',
    as: ROOT,
    method: 'GET',
    path: (d) => `/configuration/setting/${d.companyId(AGENCY)}/costagency`,
    reads: ['data', 'rootcostagency', 'dpay'],
  },
  {
    section: 'part 2 §7 Agency and client management; §3 Agency cost setting',
    call: 'updateGeneralSetting (comsetname costagency; path not shown)',
    as: ROOT,
    method: 'PUT',
    path: () => '/configuration/setting',
    payload: (d) => ({
      companyID: d.companyId(AGENCY2),
      actionType: 'customsmtpmodule',
      comsetname: 'costagency',
      comsetval: {
        local: {
          Weekly: {
            LeadspeekPlatformFee: '250.00',
            LeadspeekMinCostMonth: '100.00',
            LeadspeekCostperlead: '0.50',
          },
        },
      },
    }),
    reads: [],
  },
  {
    section: 'part 2 §7 Agency and client management',
    call: 'Log download (browser navigation to configuration/user/download-log-user/...)',
    as: null,
    given: async (d) => {
      const link = await d.call(
        ROOT,
        'GET',
        `/configuration/user/download-log-user-link/${d.companyId(AGENCY)}/9999/9999/9999/all/all`,
      );
      return { url: link.json().url };
    },
    method: 'GET',
    path: (_d, g) => String(g.url).replace(/^.*?\/api/, ''),
    reads: [],
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'Groups under /company/group: GetCompanyGroup (GET)',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/company/group?companyID=${d.companyId(CLIENT)}&userModule=LeadsPeek`,
    reads: ['result', 'params'],
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'Organizations under /marketing/ (GET)',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/marketing/organization/${d.companyId(CLIENT)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Users and clients; §2 /banner (Ads Design)',
    call: 'Banners under /banner/ (the list; path not shown)',
    as: AGENCY,
    method: 'GET',
    path: () => '/banner',
    reads: [],
    knownGap: { reason: 'the API serves no banner (Ads Design) calls: the banner designer is not built' },
  },
  {
    section: 'part 2 §7 Users and clients',
    call: 'Referral under /general/referralink/ (GET)',
    as: AGENCY,
    method: 'GET',
    path: () => '/general/referralink',
    reads: [],
  },

  // ---------------------------------------------------------------------------------------------
  // part 2 §7 "Campaigns"
  {
    section: 'part 2 §7 Campaigns',
    call: 'GET /leadspeek/client/{group}/{type}/{companyID}/{clientID}/{sortby}/{order}/{search}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `${campaignList(d, CLIENT, 'local')}?Page=1&PerPage=10&view=campaign&CampaignStatus=all`,
    reads: ['data.0.leadspeek_api_id', 'data.0.campaign_name'],
  },
  {
    section: 'part 2 §7 Campaigns; §3 Campaign (leadspeek)',
    call: 'POST /leadspeek/client/create',
    as: CLIENT,
    method: 'POST',
    path: () => '/leadspeek/client/create',
    payload: () => ({
      campaignName: 'Spec campaign',
      leadspeekType: 'local',
      reportType: 'CSV',
      reportSentTo: ['reports@spec.test'],
      adminNotifyTo: ['admin@spec.test'],
      leadsAmountNotification: 50,
      clientHidePhone: false,
      urlCode: 'https://spec.example.com/',
      urlCodeThankyou: 'https://spec.example.com/thanks',
      gtminstalled: false,
      timezone: 'America/Chicago',
      phoneenabled: true,
      homeaddressenabled: false,
      requireemailaddress: true,
    }),
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns',
    call: 'PUT /leadspeek/client/update',
    as: CLIENT,
    given: async (d) => ({ campaign: await d.freshCampaign('local', { status: 'draft' }) }),
    method: 'PUT',
    path: () => '/leadspeek/client/update',
    payload: (_d, g) => ({ leadspeekID: g.campaign, campaignName: 'Spec renamed', leadspeekType: 'local' }),
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns',
    call: 'PUT /leadspeek/client/local/update',
    as: CLIENT,
    given: async (d) => ({ campaign: await d.freshCampaign('local', { status: 'draft' }) }),
    method: 'PUT',
    path: () => '/leadspeek/client/local/update',
    payload: (_d, g) => ({
      leadspeekID: g.campaign,
      urlCode: 'https://spec.example.com/',
      urlCodeThankyou: 'https://spec.example.com/thanks',
      gtminstalled: true,
    }),
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns',
    call: 'PUT /leadspeek/client/locator/update',
    as: CLIENT,
    given: async (d) => ({ campaign: await d.freshCampaign('locator', { status: 'draft' }) }),
    method: 'PUT',
    path: () => '/leadspeek/client/locator/update',
    payload: (_d, g) => ({
      leadspeekID: g.campaign,
      locatorkeyword: ['roof repair'],
      locatordesc: 'Roofers',
      nationaltargeting: false,
      locatorstate: ['IL'],
      locatorzip: '60601',
    }),
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns; §4 Campaign',
    call: 'PUT /leadspeek/client/activepause',
    as: AGENCY,
    given: async (d) => ({ campaign: await d.freshCampaign('local', { status: 'active' }) }),
    method: 'PUT',
    path: () => '/leadspeek/client/activepause',
    payload: (_d, g) => ({ leadspeek_api_id: g.campaign, status: 'paused' }),
    reads: [],
  },
  campaignCommand('/leadspeek/client/remove', AGENCY, { status: 'paused' }),
  campaignCommand('/leadspeek/client/archive', AGENCY, { status: 'paused' }),
  campaignCommand('/leadspeek/client/local/stopcontinualtopup', CLIENT, { paymentTerm: 'Prepaid' }),
  {
    section: 'part 2 §7 Campaigns',
    call: 'GET /leadspeek/client/local/remainingbalanceleads/{leadspeek_api_id}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/leadspeek/client/local/remainingbalanceleads/${d.campaign.local}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns',
    call: 'POST /leadspeek/client/resendgooglelink',
    as: CLIENT,
    given: async (d) => ({
      campaign: await d.freshCampaign('local', {
        reportType: 'GoogleSheet',
        reportSentTo: ['reports@spec.test'],
      }),
    }),
    method: 'POST',
    path: () => '/leadspeek/client/resendgooglelink',
    payload: (_d, g) => ({ leadspeekID: g.campaign }),
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns',
    call: 'GET /leadspeek/getcampaign/{campaign_id}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/leadspeek/getcampaign/${d.campaign.local}`,
    reads: ['leadspeekID', 'leadspeek_api_id', 'campaignName', 'leadspeekType'],
  },
  {
    section: 'part 2 §7 Campaigns',
    call: 'POST /leadspeek/check-campaign-active',
    as: CLIENT,
    method: 'POST',
    path: () => '/leadspeek/check-campaign-active',
    payload: (d) => ({ leadspeek_api_id: d.campaign.local }),
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns',
    call: 'GET /leadspeek/getcampaignresource/{organizationID}/{campaignID}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/leadspeek/getcampaignresource/0/${d.campaign.local}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns',
    call: 'GET /leadspeek/keyword-to-tags',
    as: CLIENT,
    method: 'GET',
    path: () => '/leadspeek/keyword-to-tags?keywords=roof%20repair,gutters',
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns (testing)',
    call: 'GET /check-run-embeded-code',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/check-run-embeded-code?leadspeek_api_id=${d.campaign.local}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Campaigns (testing); §4 Test lead',
    call: 'POST /check-site-embeded-code',
    as: CLIENT,
    given: async (d) => ({
      campaign: await d.freshCampaign('local', { urlCode: 'https://spec.example.com/landing' }),
    }),
    method: 'POST',
    path: () => '/check-site-embeded-code',
    payload: (_d, g) => ({ leadspeek_api_id: g.campaign }),
    reads: ['status', 'message'],
  },
  {
    section: 'part 2 §7 Campaigns (testing); §4 Test lead',
    call: 'POST /send-test-lead',
    as: CLIENT,
    method: 'POST',
    path: () => '/send-test-lead',
    payload: (d) => ({ leadspeek_api_id: d.campaign.local }),
    reads: [],
  },

  // ---------------------------------------------------------------------------------------------
  // part 2 §7 "Reports"
  {
    section: 'part 2 §7 Reports',
    call: 'GET /leadspeek/report/invoice/...',
    as: CLIENT,
    method: 'GET',
    path: (d) =>
      `/leadspeek/report/invoice/local/${d.companyId(CLIENT)}/${d.companyId(CLIENT)}/${monthAgo()}/${today()}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Reports',
    call: 'GET /leadspeek/report/lead/...',
    as: CLIENT,
    method: 'GET',
    path: (d) =>
      `/leadspeek/report/lead/local/${d.companyId(CLIENT)}/${d.companyId(CLIENT)}/${monthAgo()}/${today()}/null/null?Page=1&PerPage=10&sortby=null&order=null&moduleType=local&searchQuery=`,
    reads: [],
  },
  {
    section: 'part 2 §7 Reports',
    call: 'GET /leadspeek/report/initdate/...',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/leadspeek/report/initdate/local/${d.companyId(CLIENT)}/${d.companyId(CLIENT)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Reports',
    call: 'GET /leadspeek/report/chart/...',
    as: CLIENT,
    method: 'GET',
    path: (d) =>
      `/leadspeek/report/chart/local/${d.companyId(CLIENT)}/${d.companyId(CLIENT)}/${monthAgo()}/${today()}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Reports',
    call: 'GET /configuration/report-analytics/{start}/{end}/...',
    as: ROOT,
    method: 'GET',
    path: () => `/configuration/report-analytics/${monthAgo()}/${today()}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Reports',
    call: 'GET /configuration/agencies-report/...',
    as: ROOT,
    method: 'GET',
    path: () => `/configuration/agencies-report/${monthAgo()}/${today()}/null/null`,
    reads: [],
  },
  {
    section: 'part 2 §7 Reports',
    call: 'GET /configuration/get-under-perform-campaigns',
    as: ROOT,
    method: 'GET',
    path: () => '/configuration/get-under-perform-campaigns',
    reads: [],
  },

  // ---------------------------------------------------------------------------------------------
  // part 2 §7 "Audience data"
  {
    section: 'part 2 §7 Audience data',
    call: 'GET /general/enhance/location',
    as: CLIENT,
    method: 'GET',
    path: () => '/general/enhance/location',
    reads: [],
  },
  {
    section: 'part 2 §7 Audience data',
    call: 'GET /bigdbm/services/configdata/{id}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/bigdbm/services/configdata/${d.companyId(CLIENT)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Audience data; §3 Approximate lead-count row',
    call: 'GET /bigdbm/services/getcountcampaign/{id}',
    as: CLIENT,
    given: async (d) => queuedCount(d),
    method: 'GET',
    path: (_d, g) => `/bigdbm/services/getcountcampaign/${g.id}`,
    reads: [
      'target_location',
      'states',
      'cities',
      'zip_code',
      'keyword',
      'count_without_geo',
      'count',
      'status',
      'created_at',
    ],
  },
  {
    section: 'part 2 §7 Audience data; §3 Approximate lead-count row',
    call: 'GET /bigdbm/services/getcountcampaignhistory/{id}/{type}',
    as: CLIENT,
    given: async (d) => queuedCount(d),
    method: 'GET',
    path: (d) => `/bigdbm/services/getcountcampaignhistory/${d.companyId(CLIENT)}/all`,
    reads: ['data.0.target_location', 'data.0.count', 'data.0.status', 'data.0.created_at'],
  },
  {
    section: 'part 2 §7 Audience data',
    call: 'POST /bigdbm/services/queuecount',
    as: CLIENT,
    method: 'POST',
    path: () => '/bigdbm/services/queuecount',
    payload: (d) => ({
      companyID: d.companyId(CLIENT),
      target_location: 'State',
      states: ['IL'],
      cities: [],
      zip_code: '',
      keyword: 'roof repair',
    }),
    reads: [],
  },
  {
    section: 'part 2 §7 Audience data',
    call: 'PUT /bigdbm/services/applycampaign/{id}/{type}',
    as: CLIENT,
    // {id}: the campaign (its leadspeek_api_id); {type}: its module.
    given: async (d) => ({ campaign: await d.freshCampaign('locator', { status: 'draft' }) }),
    method: 'PUT',
    path: (_d, g) => `/bigdbm/services/applycampaign/${g.campaign}/locator`,
    payload: () => ({ keywords: ['roof repair'] }),
    reads: [],
  },
  {
    section: 'part 2 §7 Audience data',
    call: 'GET /general/state',
    as: CLIENT,
    method: 'GET',
    path: () => '/general/state',
    reads: [],
  },
  {
    section: 'part 2 §7 Audience data',
    call: 'GET /general/state/{state}/cities',
    as: CLIENT,
    method: 'GET',
    path: () => '/general/state/IL/cities',
    reads: [],
  },

  // ---------------------------------------------------------------------------------------------
  // part 2 §7 "Exclusion list"
  {
    section: 'part 2 §7 Exclusion list',
    call: 'Exclusion upload: POST to a queue-service endpoint (path not shown)',
    as: CLIENT,
    method: 'POST',
    path: () => '/leadspeek/suppressionlist/upload',
    form: (d) => ({
      clientoptoutfile: { file: 'email\nperson@example.com\n', name: 'optout.csv', type: 'text/csv' },
      ClientCompanyID: String(d.companyId(CLIENT)),
      campaigntype: 'client',
    }),
    reads: ['result'],
    equals: { result: 'success' },
  },
  {
    section: 'part 2 §7 Exclusion list',
    call: 'GET /leadspeek/suppressionlist/progress',
    payloadName: 'jobProgress',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/leadspeek/suppressionlist/progress?companyId=${d.companyId(CLIENT)}&campaignType=client`,
    reads: ['data.jobProgress', 'data.jobDone'],
  },
  {
    section: 'part 2 §7 Exclusion list',
    call: 'DELETE /leadspeek/suppressionlist/purge/{paramID}/{campaignType}',
    payloadName: 'purgeSuppressionList',
    as: CLIENT,
    method: 'DELETE',
    path: (d) => `/leadspeek/suppressionlist/purge/${d.companyId(CLIENT)}/client`,
    reads: ['result', 'title', 'msg'],
  },
  {
    section: 'part 2 §7 Exclusion list',
    call: 'DELETE /tools/optout/purge/{companyRootId}',
    as: ROOT,
    method: 'DELETE',
    path: (d) => `/tools/optout/purge/${d.companyId(ROOT)}`,
    reads: ['result', 'title', 'msg'],
  },

  // ---------------------------------------------------------------------------------------------
  // part 2 §7 "Billing and Data Wallet"
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: '* /configuration/agencies/prepaid/get-direct-payment',
    payloadName: 'getPrepaidDirectPayment',
    as: AGENCY2,
    given: walletAgency,
    method: 'GET',
    path: (d) =>
      `/configuration/agencies/prepaid/get-direct-payment?company_id=${d.companyId(AGENCY2)}&date=${today().slice(0, 7)}`,
    reads: [
      'balance_amount',
      'total_amount',
      'last_balance_amount',
      'amount',
      'custom_amount',
      'stop_continual',
      'transaction_history',
    ],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: '* /configuration/agencies/prepaid/get-transaction-history-direct-payment',
    payloadName: 'getTransactionHistoryDirectPayment',
    as: AGENCY2,
    given: walletAgency,
    method: 'GET',
    path: (d) =>
      `/configuration/agencies/prepaid/get-transaction-history-direct-payment?company_id=${d.companyId(AGENCY2)}&date=${today().slice(0, 7)}`,
    reads: ['transaction_history'],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: '* /configuration/agencies/prepaid/stop-continual-topup',
    payloadName: 'stopContinualTopupDirectPayment',
    as: AGENCY2,
    given: walletAgency,
    method: 'PUT',
    path: () => '/configuration/agencies/prepaid/stop-continual-topup',
    payload: (d) => ({ company_id: d.companyId(AGENCY2), stop_continual: 'T' }),
    reads: ['message', 'stop_continual'],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: '* /configuration/agencies/prepaid/save-prepaid-direct-payment',
    payloadName: 'savePrepaidDirectPayment',
    as: AGENCY2,
    given: walletAgency,
    method: 'PUT',
    path: () => '/configuration/agencies/prepaid/save-prepaid-direct-payment',
    payload: (d) => ({ company_id: d.companyId(AGENCY2), amount: '500', custom_amount: 'F' }),
    reads: ['message'],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: '* /configuration/agencies/prepaid/charge-prepaid-direct-payment',
    payloadName: 'chargePrepaidDirectPayment',
    as: AGENCY2,
    given: walletAgency,
    method: 'POST',
    path: () => '/configuration/agencies/prepaid/charge-prepaid-direct-payment',
    payload: (d) => ({
      company_id: d.companyId(AGENCY2),
      amount: '250',
      custom_amount: 'F',
      stop_continual: 'F',
      ip_user: '203.0.113.7',
      timezone: 'America/Chicago',
      payment_type: 'credit_card',
    }),
    reads: ['result', 'message'],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'GET /configuration/agencies/prepaid/download-transaction-history-direct-payment/{companyId}/{yyyy-mm}',
    as: AGENCY2,
    given: walletAgency,
    method: 'GET',
    path: (d) =>
      `/configuration/agencies/prepaid/download-transaction-history-direct-payment/${d.companyId(AGENCY2)}/${today().slice(0, 7)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'GET /payment/card',
    as: CLIENT,
    method: 'GET',
    path: () => '/payment/card',
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'GET /payment/card/{usrID}',
    as: AGENCY,
    method: 'GET',
    path: (d) => `/payment/card/${d.userId(CLIENT)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet; §3 Card',
    call: 'PUT /payment/card',
    as: CLIENT2,
    given: async (d) => sandboxCard(d, CLIENT2),
    method: 'PUT',
    path: () => '/payment/card',
    payload: (_d, g) => ({ tokenid: g.tokenid, ...CARD_ADDRESS }),
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet; §3 Card',
    call: 'PUT /payment/card/{usrID}',
    as: AGENCY2,
    given: async (d) => sandboxCard(d, AGENCY2),
    method: 'PUT',
    path: (d) => `/payment/card/${d.userId(CLIENT2)}`,
    payload: (_d, g) => ({ tokenid: g.tokenid, ...CARD_ADDRESS }),
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'POST /payment/customer',
    as: CLIENT,
    method: 'POST',
    path: () => '/payment/customer',
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'POST /payment/customer-direct',
    as: ROOT,
    given: walletAgency,
    method: 'POST',
    path: () => '/payment/customer-direct',
    payload: (d) => ({ CompanyID: d.companyId(AGENCY2) }),
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'PUT /payment/set-billing-method',
    as: ROOT,
    given: async (d) => d.freshAgency('Spec Billing Method'),
    method: 'PUT',
    path: () => '/payment/set-billing-method',
    payload: (_d, g) => ({ CompanyID: g.companyId, billing_method: 'direct' }),
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet; Agency and client management',
    call: 'PUT /general/manual-bill-settlement',
    payloadName: 'manualBillSettlement',
    as: ROOT,
    given: async (d) => {
      const agency = await d.freshAgency('Spec Settlement');
      await d.sql(`update companies set payment_status = 'failed' where id = $1`, [agency.companyId]);
      return agency;
    },
    method: 'PUT',
    path: () => '/general/manual-bill-settlement',
    payload: (_d, g) => ({ userID: g.userId }),
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'PUT /configuration/cancel-subscription',
    as: ROOT,
    given: async (d) => {
      const agency = await d.freshAgency('Spec Cancel');
      await d.call(ROOT, 'PUT', '/configuration/setting/package', {
        CompanyID: agency.companyId,
        packageID: 'WM',
      });
      return agency;
    },
    method: 'PUT',
    path: () => '/configuration/cancel-subscription',
    payload: (_d, g) => ({ CompanyID: g.companyId }),
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'PUT /configuration/setting/package',
    as: ROOT,
    given: async (d) => d.freshAgency('Spec Package'),
    method: 'PUT',
    path: () => '/configuration/setting/package',
    payload: (_d, g) => ({ CompanyID: g.companyId, packageID: 'WM' }),
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet; Agency and client management',
    call: 'PUT /configuration/setting/freepackage',
    payloadName: 'setAgencyFreePlan',
    as: ROOT,
    given: async (d) => d.freshAgency('Spec Free Plan'),
    method: 'PUT',
    path: () => '/configuration/setting/freepackage',
    payload: (_d, g) => ({ CompanyID: g.companyId, packageID: 'FREE' }),
    reads: ['packageid'],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'Connected account calls under /general/: create',
    as: AGENCY2,
    method: 'POST',
    path: () => '/general/connected-account/create',
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet',
    call: 'Connected account calls under /general/: link',
    as: AGENCY2,
    method: 'POST',
    path: () => '/general/connected-account/link',
    reads: [],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet; §3 Connected payment account',
    call: 'Connected account calls under /general/: check',
    as: AGENCY,
    method: 'GET',
    path: () => '/general/connected-account/check',
    reads: ['status', 'charges_enabled', 'payouts_enabled', 'account_requirements'],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet; §3 Connected payment account',
    call: 'Connected account calls under /general/: sales variants (check)',
    as: SALES,
    method: 'GET',
    path: () => '/general/connected-account/check',
    reads: ['status', 'charges_enabled', 'payouts_enabled', 'account_requirements'],
  },
  {
    section: 'part 2 §7 Billing and Data Wallet; §4 Connected payment account',
    call: 'Connected account calls under /general/: reset-payment-connection/{companyID}/{type}',
    as: AGENCY2,
    method: 'POST',
    path: (d) => `/general/reset-payment-connection/${d.companyId(AGENCY2)}/agency`,
    reads: [],
  },

  // ---------------------------------------------------------------------------------------------
  // part 2 §7 "Developer API"
  {
    section: 'part 2 §7 Developer API',
    call: 'generateAuthenticateOpenApi (under /v1/developer/)',
    as: AGENCY,
    given: developerAgreed,
    method: 'POST',
    path: () => '/v1/developer/credentials',
    payload: () => ({ subdomain: 'acme', email: AGENCY }),
    reads: ['data.status', 'data.user.client_id', 'data.user.secret_key'],
  },
  {
    section: 'part 2 §7 Developer API',
    call: 'getAuthenticateOpenApi (under /v1/developer/)',
    as: AGENCY,
    given: developerAgreed,
    method: 'GET',
    path: (d) => `/v1/developer/credentials/${d.companyId(AGENCY)}`,
    reads: ['data.status', 'base_url', 'client_id', 'secret_key'],
  },

  // ---------------------------------------------------------------------------------------------
  // part 2 §7 "Settings"
  {
    section: 'part 2 §7 Settings; Agency and client management',
    call: 'PUT /configuration/setting',
    payloadName: 'updateGeneralSetting / appearance settings',
    as: AGENCY,
    method: 'PUT',
    path: () => '/configuration/setting',
    payload: (d) => ({
      companyID: d.companyId(AGENCY),
      sidebarcolor: '#112233',
      templatecolor: '#ffffff',
      boxcolor: '#eeeeee',
      textcolor: '#000000',
      linkcolor: '#0000ff',
      fonttheme: 'Poppins',
      paymenttermDefault: 'Weekly',
    }),
    reads: [],
  },
  {
    section: 'part 2 §7 Settings',
    call: 'POST /configuration/setting/test-email',
    as: AGENCY,
    method: 'POST',
    path: () => '/configuration/setting/test-email',
    payload: (d) => ({ companyID: d.companyId(AGENCY), email: AGENCY }),
    reads: [],
  },
  {
    section: 'part 2 §7 Settings',
    call: 'PUT /configuration/subdomain',
    as: AGENCY2,
    method: 'PUT',
    path: () => '/configuration/subdomain',
    payload: (d) => ({ companyID: d.companyId(AGENCY2), subdomain: 'beta-spec' }),
    reads: [],
  },
  {
    section: 'part 2 §7 Settings',
    call: 'PUT /configuration/update-custom-domain',
    as: AGENCY2,
    method: 'PUT',
    path: () => '/configuration/update-custom-domain',
    payload: (d) => ({ companyID: d.companyId(AGENCY2), domain: 'leads.beta-spec.example' }),
    reads: [],
  },
  {
    section: 'part 2 §7 Settings',
    call: 'GET /domainsubdomain/{domainorsub}/{hostID}',
    as: AGENCY,
    method: 'GET',
    path: (d) => `/domainsubdomain/acme-free-name/${d.companyId(AGENCY)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Settings',
    call: 'GET /configuration/list-advance-information',
    as: CLIENT,
    method: 'GET',
    path: () => '/configuration/list-advance-information',
    reads: [],
  },
  {
    section: 'part 2 §7 Settings',
    call: 'GET /configuration/setting/minleaddayenhance',
    as: CLIENT,
    method: 'GET',
    path: () => '/configuration/setting/minleaddayenhance',
    reads: [],
  },
  {
    section: 'part 2 §7 Settings',
    call: 'GET /get-custom-fields',
    as: CLIENT,
    method: 'GET',
    path: () => '/get-custom-fields',
    reads: [],
  },
  {
    section: 'part 2 §7 Settings',
    call: 'GET /get-custom-fields/{slug}',
    as: CLIENT,
    method: 'GET',
    path: () => '/get-custom-fields/siteid',
    reads: [],
  },
  {
    section: 'part 2 §7 Settings',
    call: 'POST /general/user-log-saved',
    as: CLIENT,
    method: 'POST',
    path: () => '/general/user-log-saved',
    payload: () => ({ action: 'file-download', description: 'Spec: downloaded the lead report' }),
    reads: [],
  },

  // ---------------------------------------------------------------------------------------------
  // part 2 §7 "Integrations"
  {
    section: 'part 2 §7 Integrations',
    call: 'POST /saveintegration',
    as: CLIENT,
    method: 'POST',
    path: () => '/saveintegration',
    payload: (d) => ({
      company_id: d.companyId(CLIENT),
      slug: 'webhook',
      url: 'https://hooks.spec.example/leads',
    }),
    reads: ['result'],
  },
  {
    section: 'part 2 §7 Integrations',
    call: 'POST /savecampaignintegrationdetails',
    as: CLIENT,
    method: 'POST',
    path: () => '/savecampaignintegrationdetails',
    payload: (d) => ({
      campaign_id: d.campaign.local,
      slug: 'webhook',
      url: 'https://hooks.spec.example/campaign',
    }),
    reads: ['result'],
  },
  {
    section: 'part 2 §7 Integrations',
    call: 'POST /integration/details',
    as: CLIENT,
    method: 'POST',
    path: () => '/integration/details',
    payload: (d) => ({ campaign_id: d.campaign.local }),
    reads: [],
  },
  ...['/sendgridlist', '/kartra/list', '/GetKartraListAndTag', '/getcompanyintegrationlist'].map(
    (base): SpecCallRow => ({
      section: 'part 2 §7 Integrations',
      call: `GET ${base}/{companyID}`,
      as: CLIENT,
      method: 'GET',
      path: (d) => `${base}/${d.companyId(CLIENT)}`,
      reads: [],
    }),
  ),
  {
    section: 'part 2 §7 Integrations',
    call: 'GET /getcompanyintegrationdetail/{companyID}/{slug}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/getcompanyintegrationdetail/${d.companyId(CLIENT)}/webhook`,
    reads: [],
  },
  ...['/getcampaignwebhook', '/getcampaigntags'].map(
    (base): SpecCallRow => ({
      section: 'part 2 §7 Integrations',
      call: `GET ${base}/{id}`,
      as: CLIENT,
      method: 'GET',
      path: (d) => `${base}/${d.campaign.local}`,
      reads: [],
    }),
  ),
  ...['/getagencywebhook', '/getagencytags'].map(
    (base): SpecCallRow => ({
      section: 'part 2 §7 Integrations',
      call: `GET ${base}/{id}`,
      as: AGENCY,
      method: 'GET',
      path: (d) => `${base}/${d.companyId(AGENCY)}`,
      reads: [],
    }),
  ),
  {
    section: 'part 2 §7 Integrations (GoHighLevel)',
    call: '* /gohighlevel/tags/{companyID}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/gohighlevel/tags/${d.companyId(CLIENT)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Integrations (GoHighLevel)',
    call: '* /gohighlevel/usertags/{campaignID}/{companyID}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/gohighlevel/usertags/${d.campaign.local}/${d.companyId(CLIENT)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Integrations (Mailbox power)',
    call: '* /mailboxpower/groups',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/mailboxpower/groups?company_id=${d.companyId(CLIENT)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Integrations (Mailbox power)',
    call: '* /mailboxpower/usergroups',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/mailboxpower/usergroups?company_id=${d.companyId(CLIENT)}&campaign_id=${d.campaign.local}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Integrations (Click funnels)',
    call: '* /click-funnels/tags/{company_id}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/click-funnels/tags/${d.companyId(CLIENT)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Integrations (Click funnels)',
    call: '* /click-funnels/campaign/tags/{id}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/click-funnels/campaign/tags/${d.campaign.local}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Integrations (Click funnels)',
    call: 'POST /click-funnels/tags',
    as: CLIENT,
    given: async (d) => {
      await d.connectClickFunnels(d.companyId(CLIENT));
      return {};
    },
    method: 'POST',
    path: () => '/click-funnels/tags',
    payload: (d) => ({ company_id: d.companyId(CLIENT), name: 'Spec tag' }),
    reads: [],
  },
  {
    section: 'part 2 §7 Integrations (Google sheet)',
    call: '* /leadspeek/googlespreadsheet/check-connect/{companyID}',
    as: CLIENT,
    method: 'GET',
    path: (d) => `/leadspeek/googlespreadsheet/check-connect/${d.companyId(CLIENT)}`,
    reads: [],
  },
  {
    section: 'part 2 §7 Integrations (Google sheet)',
    call: '* /leadspeek/googlespreadsheet/revoke/{companyID}',
    as: CLIENT,
    method: 'POST',
    path: (d) => `/leadspeek/googlespreadsheet/revoke/${d.companyId(CLIENT)}`,
    reads: [],
  },
];

/**
 * Beta Agency billed manually, a beta user of the Data Wallet that accepted its service agreement:
 * the wallet is for such agencies (part 2 §4, §6).
 */
async function walletAgency(d: Demo) {
  await d.call(ROOT, 'PUT', '/configuration/user/manual-bill', {
    companyID: d.companyId(AGENCY2),
    manualBill: 'T',
  });
  const wallet = await featureId(d, 'data_wallet');
  await d.call(ROOT, 'PUT', `/configuration/beta-features/${wallet}/users`, {
    user_id: d.userId(AGENCY2),
    enabled: true,
  });
  await d.call(AGENCY2, 'PUT', '/agreements/feature', {
    feature_id: wallet,
    feature_name: 'data_wallet',
    user_id: d.userId(AGENCY2),
    is_marketing_services_agreement_feature: 'T',
    company_name: 'Beta Agency',
    company_id: d.companyId(AGENCY2),
    location_menu: 'data wallet',
  });
  return {};
}

/** Acme accepted the developer agreement: the API key needs it (part 2 §4). */
async function developerAgreed(d: Demo) {
  await d.call(AGENCY, 'PUT', '/agreements/developer', {
    user_id: d.userId(AGENCY),
    is_marketing_services_agreement_developer: 'T',
    company_name: 'Acme Marketing',
    company_id: d.companyId(AGENCY),
    location_menu: 'developer',
  });
  // Ours: the developer billing agreement comes before the first credentials.
  await d.call(AGENCY, 'POST', '/agreements/developer-billing', { location_menu: 'developer' });
  return {};
}

const CARD_ADDRESS = {
  cardholder: 'Spec Cardholder',
  address: '1 Main St',
  city: 'Chicago',
  state: 'IL',
  country: 'US',
  zip: '60601',
};

/** A card token from the offline payment sandbox, as the card form gets one. */
async function sandboxCard(d: Demo, email: string) {
  const token = await d.call(email, 'POST', '/payment/sandbox/tokens', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: '123',
  });
  return { tokenid: token.json().tokenid };
}

/** A lead count of Acme Client Co, queued through the API. */
async function queuedCount(d: Demo) {
  const queued = await d.call(CLIENT, 'POST', '/bigdbm/services/queuecount', {
    companyID: d.companyId(CLIENT),
    target_location: 'National Targeting',
    keyword: 'roof repair',
  });
  return { id: queued.json().id };
}

async function featureId(d: Demo, slug: string) {
  const [row] = (await d.sql('select id from beta_features where slug = $1', [slug])) as { id: number }[];
  return row?.id;
}

/** `email` has e-mail two-factor on and has passed the password step: the code it was mailed. */
async function twoFactorSignIn(d: Demo, email: string) {
  await d.sql(`update users set two_factor_auth = true, two_factor_auth_type = 'email' where email = $1`, [
    email,
  ]);
  await d.visit('POST', '/login', { username: email, password: DEMO_PASSWORD, domainName: 'beta.localhost' });
  return { code: await d.lastCode(email) };
}
