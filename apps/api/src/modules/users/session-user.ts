// The session user data of part 1 §3, built from the user, its company, its brand and its root: the
// signed-in user's (GET /user), or a user the caller was shown to reach (read-user.ts).
import type { SessionUser } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { ownUser, type ProvenUser, viewerOf } from '../../platform/access/users.ts';
import type { Queryable } from '../../platform/db.ts';
import { appearanceFor, brandLineageIds, moduleNamesFor } from '../white-label/company-settings.ts';
import { companiesOfUser } from './actor-companies.ts';

/** A yes/no as the spec's user data writes it. */
export const flag = (value: boolean) => (value ? 'T' : 'F');

/** Whose data: a proven user, its company's path, its platform, and the viewer of a view-as session. */
export type UserDataSubject = {
  user: ProvenUser;
  companyPath: string;
  rootCompanyId: number;
  viewerUserId: number | null;
};

export async function sessionUserOf(db: Queryable, actor: Actor): Promise<SessionUser> {
  return userDataOf(db, {
    user: await ownUser(db, actor, actor.userId),
    companyPath: actor.companyPath,
    rootCompanyId: actor.rootCompanyId,
    viewerUserId: actor.viewerUserId,
  });
}

export async function userDataOf(db: Queryable, subject: UserDataSubject): Promise<SessionUser> {
  const {
    user,
    lineage,
    company,
    parent,
    agency: billingCompany,
  } = await companiesOfUser(db, subject.user, subject.companyPath);
  const [appearance, modules, viewer] = await Promise.all([
    brandLineageIds(db, subject.companyPath).then((brand) => appearanceFor(db, brand)),
    moduleNamesFor(db, lineage),
    subject.viewerUserId === null ? null : viewerOf(db, subject.viewerUserId),
  ]);

  return {
    id: user.id,
    company_id: company.id,
    role_id: user.roleId,
    name: user.name,
    email: user.email,
    user_type: user.userType,
    systemuser: user.isSystemUser,
    rootcomp: company.kind === 'root',
    isAccExecutive: flag(user.isAccExecutive),
    isViewMode: viewer !== null,
    user_type_ori: viewer?.userType ?? null,
    viewer_name: viewer?.name ?? null,
    company_name: company.companyName,
    company_logo: company.logo,
    companyparentname: parent?.companyName ?? null,
    companyparentlogo: parent?.logo ?? null,
    company_parent: parent?.id ?? null,
    company_root_id: subject.rootCompanyId,
    profile_pict: user.profilePict,
    box_bgcolor: appearance.boxcolor,
    text_color: appearance.textcolor,
    link_color: appearance.linkcolor,
    template_bgcolor: appearance.templatecolor,
    sidebar_bgcolor: appearance.sidebarcolor,
    font_theme: appearance.fonttheme,
    customer_card_id: user.customerCardId,
    questionnaire_setup_completed: flag(user.questionnaireSetupCompleted),
    profile_setup_completed: flag(user.profileSetupCompleted),
    manual_bill: flag(billingCompany.manualBill),
    user_permissions: user.userPermissions ?? null,
    user_permissions_view_mode: null,
    leadlocalname: modules.local.name,
    leadlocalurl: modules.local.url,
    leadlocatorname: modules.locator.name,
    leadlocatorurl: modules.locator.url,
    leadenhancename: modules.enhance.name,
    leadenhanceurl: modules.enhance.url,
    leadb2bname: modules.b2b.name,
    leadb2burl: modules.b2b.url,
    leadspeek_type: company.leadspeekType,
    menuLeadspeek: company.kind === 'client' && company.leadspeekType.length > 0,
    // Sales people connect their own payout account; everyone else shares the agency's.
    status_acc: user.userType === 'sales' ? user.accountStatus : billingCompany.accountStatus,
    idsys: subject.rootCompanyId,
    ip_login: user.lastLoginIp,
    disable_client_add_campaign: flag(user.disableClientAddCampaign),
    phonenum: user.phonenum,
    phone_country_code: user.phoneCountryCode,
    phone_country_calling_code: user.phoneCountryCallingCode,
    address: user.address,
    city: user.city,
    zip: user.zip,
    country_code: user.countryCode,
    state_code: user.stateCode,
    industry_id: company.industryId,
    industry_name: company.industryName,
    company_phone: company.phone,
    company_email: company.email,
    company_address: company.address,
    company_city: company.city,
    company_zip: company.zip,
    company_state_code: company.stateCode,
    company_country_code: company.countryCode,
    contacts: user.contacts ?? null,
    two_factor_auth: user.twoFactorAuth,
    two_factor_auth_type: user.twoFactorAuth ? user.twoFactorAuthType : 'none',
  };
}
