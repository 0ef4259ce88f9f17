// Company settings (part 1 §3): module names and appearance under the General Settings page rule, and
// the cost of an agency (part 2 §3) under the Agency List's. Clients have no settings.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, type UserType } from '../constants.ts';
import { id, messageBody } from '../contracts/common.ts';
import { costAgencyResponse } from '../contracts/cost-agency.ts';
import { generalSettingUpdate } from '../contracts/general-setting.ts';
import {
  advanceInformationList,
  appearanceSettingView,
  embeddedCodeSetting,
  logoResponse,
  minLeadDayEnhanceResponse,
  RESETTABLE_SETTINGS,
  SETTING_NAMES,
} from '../contracts/settings.ts';
import { defineRoute } from './route.ts';

const tags = ['settings'];
const STAFF: UserType[] = ['user', 'userdownline', 'administrator', 'sales'];
const companyParams = z.object({ companyID: id });
const settingParams = z.object({ companyID: id, settingname: z.enum(SETTING_NAMES) });
/** Each setting is checked against its own schema by the handler, which knows the setting's name. */
const settingBody = z.record(z.string(), z.unknown());
const moduleNames = z.record(z.enum(LEAD_MODULE_KINDS), z.object({ name: z.string(), url: z.string() }));

export const settingsRoutes = {
  // The static segment wins over :settingname, so costagency has its own contract.
  /** An agency reads its own prices too (the campaign price preview), which the agency list would refuse. */
  readCostAgency: defineRoute({
    method: 'GET',
    path: '/configuration/setting/:companyID/costagency',
    params: companyParams,
    response: { 200: costAgencyResponse },
    auth: {
      userTypes: STAFF,
      page: 'agency-list',
      permission: ['Settings', 'enable'],
      ownCompanyExempt: { in: 'params', name: 'companyID' },
    },
    tags,
  }),
  saveCostAgency: defineRoute({
    method: 'PUT',
    path: '/configuration/setting/:companyID/costagency',
    params: companyParams,
    body: settingBody,
    response: { 200: messageBody },
    auth: { userTypes: STAFF, page: 'agency-list', permission: ['Settings', 'update'] },
    tags,
  }),
  /** The setting of the nearest company up the line that saved one (module names or appearance). */
  readSetting: defineRoute({
    method: 'GET',
    path: '/configuration/setting/:companyID/:settingname',
    params: settingParams,
    response: { 200: z.union([appearanceSettingView, moduleNames]) },
    auth: { page: 'general-setting' },
    tags,
  }),
  saveSetting: defineRoute({
    method: 'PUT',
    path: '/configuration/setting/:companyID/:settingname',
    params: settingParams,
    body: settingBody,
    response: { 200: messageBody },
    auth: { page: 'general-setting', permission: ['Settings', 'update'] },
    tags,
  }),
  /**
   * The spec's form of saving a setting (part 2 §7 updateGeneralSetting): the company in the body, the
   * cost of an agency under the agency list's rules, appearance under the General Settings page's.
   */
  updateGeneralSetting: defineRoute({
    method: 'PUT',
    path: '/configuration/setting',
    body: generalSettingUpdate,
    response: { 200: messageBody },
    auth: {
      userTypes: STAFF,
      pageBy: {
        in: 'body',
        name: 'comsetname',
        pages: { costagency: 'agency-list', appearance: 'general-setting' },
      },
      permission: ['Settings', 'update'],
    },
    tags,
  }),
  /** Back to the inherited look: the company's own saved setting is removed (issue 14 "Reset to defaults"). */
  resetSetting: defineRoute({
    method: 'DELETE',
    path: '/configuration/setting/:companyID/:settingname',
    params: z.object({ companyID: id, settingname: z.enum(RESETTABLE_SETTINGS) }),
    response: { 200: z.union([appearanceSettingView, moduleNames]) },
    auth: { page: 'general-setting', permission: ['Settings', 'update'] },
    tags,
  }),
  /** The brand's logo (the file part `logo`), shown in its white-label shell and sign-in page. */
  uploadLogo: defineRoute({
    method: 'POST',
    path: '/configuration/setting/:companyID/logo',
    params: companyParams,
    multipart: z.object({}),
    response: { 200: logoResponse },
    auth: { page: 'general-setting', permission: ['Settings', 'update'] },
    tags,
  }),
  removeLogo: defineRoute({
    method: 'DELETE',
    path: '/configuration/setting/:companyID/logo',
    params: companyParams,
    response: { 200: logoResponse },
    auth: { page: 'general-setting', permission: ['Settings', 'update'] },
    tags,
  }),
  /**
   * An agency's own embedded code (part 1 §7 getGeneralSetting rootAgencyEmbeddedCode). Only agency
   * staff for their own company: it runs on the agency's pages, so nobody above it, and no viewer in a
   * view-as session, may put script there.
   */
  readEmbeddedCode: defineRoute({
    method: 'GET',
    path: '/configuration/setting/:companyID/rootAgencyEmbeddedCode',
    params: companyParams,
    response: { 200: embeddedCodeSetting },
    auth: { page: 'general-setting', companyKinds: ['agency'] },
    tags,
  }),
  saveEmbeddedCode: defineRoute({
    method: 'PUT',
    path: '/configuration/setting/:companyID/rootAgencyEmbeddedCode',
    params: companyParams,
    body: embeddedCodeSetting,
    response: { 200: messageBody },
    auth: {
      page: 'general-setting',
      permission: ['Settings', 'update'],
      companyKinds: ['agency'],
      viewMode: 'refused',
    },
    tags,
  }),
  /** Campaign builders (clients too) read the platform's minimum leads per day of Enhance ID. */
  minLeadDayEnhance: defineRoute({
    method: 'GET',
    path: '/configuration/setting/minleaddayenhance',
    response: { 200: minLeadDayEnhanceResponse },
    auth: {},
    tags,
  }),
  listAdvanceInformation: defineRoute({
    method: 'GET',
    path: '/configuration/list-advance-information',
    response: { 200: advanceInformationList },
    auth: {},
    tags,
  }),
};
