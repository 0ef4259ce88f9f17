// Every sentence a user reads, spelled as the spec spells it (part 1 §2, §8; part 2 §8).
// Sentences the spec does not fix are ours and marked so.
import { screenMessages } from './screen-messages.ts';

export const messages = {
  ...screenMessages,
  unauthenticated: 'Unauthenticated.',
  apiTokenInvalid: 'The access token is not valid or has expired: ask /api/v1/oauth/token for a new one.',
  apiScopeMissing: 'The access token does not carry the scope this call needs.',
  apiRateLimited: 'Too many calls for this credential: wait for the time in Retry-After, then call again.',
  apiCursorInvalid: 'Use the next_cursor of the previous page.',
  apiSsoTargetChoice: 'Send either user_id or email.',
  apiClientsByAgency: 'Only an agency or the platform adds clients; a client cannot.',
  apiSiteUrlRequired: 'A Site ID campaign needs the address of the site (site_url).',
  apiKeywordsRequired: 'A Search ID campaign needs at least one keyword.',
  apiAttributesRequired: 'An Enhance ID campaign needs at least one attribute.',
  apiB2bTargetRequired: 'A B2B ID campaign needs at least one industry or job title.',
  apiWrongModuleField: 'This field belongs to another module.',
  apiWebhookExists:
    'A webhook for these leads exists already: delete it first, or rotate its secret with rotate-secret.',
  sessionEndedTitle: 'Session Ended',
  sessionEndedText: 'Your session has ended. Please log in again to continue.',
  notFoundPage: 'The page you requested could not be found.',
  // Part 1 §4/§8 fix '* Sorry, your current password invalid'; issue 23 item 11 asks for a sentence
  // (README design notes).
  currentPasswordInvalid: 'Your current password is not correct. Enter it again.',
  currentPasswordRequired: 'Enter your current password to confirm this change.',
  somethingWentWrong: 'Something went wrong, please try again later',
  // Ours: a dialog whose code loads on first use and could not be downloaded.
  dialogLoadFailed: 'This window could not be opened. Check your connection and try again.',
  // Ours: a page whose code could not be downloaded (a dropped connection, or a new version replaced
  // it), or that failed while showing: reloading fetches the current version.
  pageLoadFailed: 'This page could not be loaded. Check your connection, then reload the page.',
  pageFailed: 'This page ran into a problem. Reload the page to try again.',
  ssoDataNotLoadedTitle: 'Sorry!',
  ssoDataNotLoadedText:
    'There is currently an update processing on the platform. Please wait five minutes and try again.',
  ssoTokenValid: 'Access Token Valid',
  cardMissing: 'Complete your payment setup first to fully use the system. (Go to Profile -> Payment Setup)',
  actionRequired: 'Action Required: Update your connected account.',
  paymentNoticeAgencyNotConnected:
    'You need to connect your account prior to adding any clients.(go to system setting->general setting->connect your account)',
  paymentNoticeAgencyPending:
    'Please continue complete the form to connect your account before start to add client (go to system setting->general setting->connect your account)',
  paymentNoticeUnderReview:
    'Your account is still being verified, please check your email or login to your provider account for additional steps required.',
  paymentNoticeSalesNotConnected: 'You need to connect your account to activated your Sales Account',
  paymentNoticeSalesPending: 'Please continue complete the form to connect your account before start',
  // part 2 §8: agency and client management
  dataAdded: 'Data has been added successfully',
  dataUpdated: 'Data has been updated successfully',
  settingHasBeenSaved: 'Setting has been saved.',
  manualBillSaved: 'Your settings have been saved.',
  manualBillFailed: 'We are unable to save. Please try again later or contact support for assistance.',
  freePlanSaved: 'Your plan has been updated',
  freePlanFailed: 'We are unable to save your plan, please try again later or contact the support',
  freePlanPlatformOnly:
    'The free plan is granted by the platform. Choose a paid plan, or ask the platform for it.',
  // Ours (issue 15 point 5): packages and subscriptions.
  packagePricesSaved: 'Package prices have been saved.',
  subscriptionCancelled:
    'Your subscription has been cancelled. It stays active until the end of the paid period.',
  subscriptionNotActive: 'There is no active subscription to cancel.',
  notAnAgency: 'Only an agency has a plan.',
  billingMethodSaved: 'Your billing method has been saved.',
  billingMethodBusy:
    'Stop your active campaigns before changing how you bill your clients: they are billed by the current method.',
  notDirectPayment: 'This agency is not on direct payment: turn on manual bill (direct payment) first.',
  settlementDone: 'Manual Bill Settlement has been successfully processed.',
  settlementFailed: 'Something went wrong, please try again later..',
  productHasActiveCampaigns:
    'Unable to disable the product due to active campaigns. Please manually stop the campaigns before disabling the product.',
  selectPaymentTerm: 'Please select payment term',
  logsEmpty: 'No Data',
  costPerLeadMinimum: '*Cost Per Lead Minimum {value}',
  // ours
  invalidCredentials: 'The e-mail or password is incorrect.',
  accountInactive: 'This account is not active. Please contact your administrator.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidInput: 'Some fields are not valid.',
  malformedJson: 'The request body is not valid JSON.',
  controlCharacters: 'Remove the control characters (such as NUL) from this field.',
  numberTooLarge: 'This number is too large.',
  pageRulesSiteIdOnly: 'Page rules apply to Site ID campaigns only.',
  pixelStatusSiteIdOnly: 'Only Site ID campaigns have a pixel.',
  scoreRulesSiteIdOnly: 'Lead scoring applies to Site ID campaigns only: other leads have no pages to weigh.',
  amountTooLarge: 'Enter an amount of at most $1,000,000.',
  moneyRequired: 'Enter an amount.',
  pricePresetNameRequired: 'Give the preset a name.',
  pricePresetNameTooLong: 'Use at most 60 characters for the name.',
  pricePresetNameTaken: 'You already have a preset with this name. Choose another name.',
  pricePresetLimit: 'You can keep at most 50 presets. Delete one you no longer use first.',
  pricePresetUnknown: 'Choose one of your price presets, or none.',
  pricePresetCreated: 'Price preset "{name}" has been added.',
  pricePresetUpdated: 'Price preset "{name}" has been saved.',
  pricePresetRemoved: 'Price preset "{name}" has been deleted.',
  moneyFormat:
    'Enter an amount like 1,000.50: digits, an optional $ and thousands commas, and at most two decimals after a dot.',
  notFound: 'Not found.',
  forbidden: 'You do not have access to this.',
  serverError: 'Server might be busy please try again later',
  /** Part 2 §8: the tooltip of a lead-count row whose count failed. */
  leadCountError: 'Server might be busy. Please try again later.',
  /** Part 2 §8: send-test-lead, HTTP 429. */
  testLeadTooSoon: 'You can only attempt this test once every minute. Please try again later.',
  /** Part 2 §8: embed-code site check timing out (HTTP 504). */
  crawlBlocked: 'Blocked from crawling (Needs manual review at your url)',
  emailTaken: 'This e-mail is already registered.',
  referralUnknown: 'This referral code is not valid.',
  registerWrongHost: 'Registration of this account type is not available on this site.',
  registered: 'Your account has been created.',
  /** The dev mailbox holds reset links and sign-in codes: the platform's own staff only. */
  devMailStaffOnly:
    'The dev mailbox is for the platform owner and its administrators. Sign in as one of them on the platform site to read it.',
  resetLinkSent: 'If an account exists for this e-mail, a reset link is on its way.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been changed. Please sign in.',
  passwordChanged: 'Your password has been changed.',
  passwordsDiffer: 'The new password and its confirmation do not match.',
  /** Change Password's empty fields, each naming what to type. */
  newPasswordRequired: 'Enter a new password.',
  newPasswordConfirmationRequired: 'Enter the new password again to confirm it.',
  codeSent: 'A verification code has been sent to your e-mail.',
  codeInvalid: 'The code is invalid or has expired.',
  challengeExpired: 'This sign-in attempt has expired. Please sign in again.',
  ssoTokenInvalid: 'This sign-in link is invalid or has expired.',
  ssoTargetHasTwoFactor:
    'This user protects their account with two-factor authentication, so they must sign in themselves.',
  twoFactorSaved: 'Two-factor authentication has been updated.',
  twoFactorDisabled: 'Two-factor authentication has been turned off.',
  googleCodeInvalid: 'The authenticator code is not valid. Check the time on your phone and try again.',
  databaseDown: 'The database is not answering.',
  notInViewMode: 'You are not viewing another account.',
  agreementSaved: 'Thank you, your agreement has been recorded.',
  // Ours: the developer API's credentials (issue 26 part 2).
  developerAgreementFirst:
    'Accept the Developer Marketing Services Agreement first: open API KEY in the profile menu.',
  developerBillingAgreementFirst:
    'Accept the developer billing agreement first: open API KEY in the profile menu.',
  apiCredentialIssued: 'Your API credentials are ready. Copy the secret key now: it is shown only once.',
  apiCredentialRotated:
    'A new secret key is ready, and the old one no longer works. Copy it now: it is shown only once.',
  apiCredentialRevoked: 'The credentials were revoked. Their tokens no longer work.',
  apiCredentialLimit: 'A company can hold at most 10 API credentials. Revoke one you no longer use first.',
  apiCredentialNotYours: 'These details are not those of your account.',
  apiCredentialRepeated:
    'These credentials were made by an earlier identical request. Their secret key was shown then and is not kept: rotate them for a new one.',
  roleSaved: 'The role has been saved.',
  roleRemoved: 'The role has been removed.',
  roleInUse: 'This role is still given to users. Give them another role first.',
  settingSaved: 'Settings have been saved.',
  paymentTermUnknown: 'Choose Weekly, Monthly, One Time or Prepaid.',
  // PUT /configuration/setting in the spec's form (ours: the spec shows no server errors).
  settingValueMissing: 'Send the value of the setting in comsetval.',
  settingOnePerCall: 'Send appearance settings in their own call, without comsetname.',
  appearanceByName: 'Send appearance settings by their own names, not in comsetval.',
  settingNothingSent: 'Name a setting in comsetname, or send appearance settings.',
  // PUT /configuration/user/costmodule (ours: the spec shows no server errors).
  costModuleCampaignMissing: 'Name the campaign in LeadspeekApiId.',
  costMaxLeadNotOffered: 'A monthly lead cap is not offered: limit leads with LimitLead and LimitLeadFreq.',
  profileSaved: 'Your profile has been saved.',
  profileStepUnclear:
    'Send step 1 (your details) or step 2 (your company): this form holds the fields of both.',
  setupCompleted: 'Your setup is complete.',
  questionnaireSaved: 'Thank you, your answers have been saved.',
  uploadNotImage: 'Upload an image (PNG, JPEG, GIF or WebP).',
  uploadTooLarge: 'The image is larger than 2 MB.',
  uploadOneFile: 'Upload one file at a time.',
  chooseCountry: 'Choose country',
  invalidPhone: 'Please enter valid phone number',
  slugTaken: 'Two modules cannot share one URL.',
  cardSaved: 'Your card has been saved.',
  cardDeclined: 'Your card was declined.',
  /** Why an invoice could not be charged when its payer has no card (issue 15 point 4). */
  invoiceNoCard: 'No card is on file to pay this invoice.',
  cardTokenInvalid: 'This card could not be read. Please enter it again.',
  cardNumberInvalid: 'Your card number is incorrect.',
  cardExpired: 'Your card has expired.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardCvcIncorrect: "Your card's security code is incorrect.",
  sandboxCardDeclining:
    'Test mode: your card will now be declined. The next charge fails, so a failed payment can be seen.',
  sandboxCardSucceeding: 'Test mode: your card will be charged normally again.',
  sandboxNoCard: 'Save a card first; then it can be switched to decline.',
  refundDone: 'The refund has been made. It reaches the card in 5 to 10 business days.',
  refundNotPaid: 'Only a paid invoice can be refunded.',
  refundPrepaid: 'Prepaid purchases are non-refundable.',
  refundTooLarge: 'The refund is more than what is left to refund on this invoice.',
  refundAmountZero: 'Enter an amount above 0.00.',
  refundKeyReused:
    'This refund request was already made with another amount. Close the refund and open it again to start a new one.',
  refundRefused:
    'The payment provider refused this refund, so nothing was refunded. Check the payment with the provider, then try again.',
  refundFailedBefore: 'This refund request failed earlier. Close the refund and open it again to try anew.',
  paymentProviderUnavailable:
    'The payment provider did not answer. Try again: the same request is never carried out twice.',
  connectedAccountMissing: 'Connect your account first.',
  paymentConnectionReset: 'The payment connection has been reset.',
  companyNameRequired: 'Company name is required.',
  fullNameRequired: 'Full name is required.',
  emailRequired: 'E-mail is required.',
  emailInvalid: 'Enter a valid e-mail address.',
  subdomainRequired: 'Subdomain is required.',
  salesPersonUnknown: 'Choose a sales person of this platform.',
  salesPersonNotExecutive: 'Choose a sales person who is an account executive.',
  hostNameInvalid: 'Not a valid host name.',
  roleUnknown: 'Choose a role of this company.',
  productsNotOffered: 'Only products that {parent} offers can be selected.',
  termsNotOffered: 'Only payment terms that {parent} offers can be selected.',
  timeZoneInvalid: 'Send an IANA time zone such as America/Chicago.',
  logDateRangeInvalid: 'Use a date range like 2026-11-01_2026-11-21, start before end.',
  logUserUnknown: 'Choose a user from the list.',
  logCampaignUnknown: 'Choose a campaign from the list.',
  userRemoved: 'The account has been removed.',
  removeHasActiveCampaigns: 'This account still has active campaigns. Stop them before removing it.',
  removeSelf: 'You cannot remove your own account.',
  removeOwesMoney: 'This account owes {amount}. Settle the outstanding invoices before removing it.',
  invitationSent: 'The invitation has been sent.',
  subdomainTaken: 'This subdomain is already taken.',
  roleBeyondOwn: 'You can only grant permissions you hold yourself.',
  subdomainReserved: 'This subdomain is reserved for the platform. Choose another.',
  domainTaken: 'This domain is already used by another account.',
  subdomainInvalid: 'Use 1 to 63 letters, digits or hyphens, starting and ending with a letter or digit.',
  // an agency's own SMTP sender and host names (issue 14)
  smtpSenderSaved:
    'Your mail server has been saved. E-mail of your agency and your clients is now sent through it.',
  smtpSenderRemoved: 'Your mail server has been removed. E-mail is sent by the platform again.',
  smtpPasswordRequired: 'Enter the password of the mail server.',
  smtpTestSent: 'The test e-mail was accepted by your mail server and sent to {to}.',
  smtpNoSenderSaved: 'Save your mail server first, then send a test e-mail through it.',
  // issue 23: a mail server is saved only after a test e-mail through it succeeded
  smtpSaveTestFailed:
    'Your mail server was not saved: a test e-mail through it failed. Correct the setting named below and save again.',
  smtpSenderFailing:
    'Your mail server refused e-mail on {since}: {reason} Until it accepts mail again, the platform sends your e-mail from its own address. Correct the setting, send a test e-mail and save it again.',
  customDomainInvalid:
    'Enter a host name such as leads.youragency.com: letters, digits and hyphens in parts separated by dots.',
  customDomainLocal: 'localhost and IP addresses cannot be custom domains. Enter a domain you own.',
  customDomainPlatform:
    "This is the platform's own domain. Enter a domain you own, such as leads.youragency.com.",
  subdomainSaved: 'Your subdomain has been saved.',
  customDomainSaved: 'Your custom domain has been saved. Create the DNS record below, then check it.',
  customDomainRemoved: 'Your custom domain has been removed.',
  customDomainVerified: 'Your custom domain is verified and now serves your site.',
  customDomainNotVerified:
    'The DNS record was not found yet. DNS changes can take up to a few hours to spread.',
  hostAvailable: 'This name is available.',
  salesPersonSaved: 'The sales people have been saved.',
  noFailedPayment: 'This account has no failed payment to settle.',
  settlementDeclined:
    'The card was declined: {reason} Nothing was charged; ask the account to update its card.',
  settlementBusy: 'A payment of this account is being processed right now. Try again in a moment.',
  cardSavedAndPaid: 'Your card was saved and the outstanding {amount} was paid.',
  cardSavedButDeclined:
    'Your card was saved, but the outstanding {amount} could not be charged: {reason} Try another card.',
  cardSavedPaymentPending:
    'Your card was saved. The outstanding {amount} could not be charged just now; it is charged again within minutes.',
  commissionRatesSaved: 'The commission rates have been saved.',
  // campaigns
  campaignCannotActivate:
    'This campaign is {status} and cannot be started. Only draft or paused campaigns can be started.',
  campaignCannotPause: 'This campaign is {status}. Only active campaigns can be paused.',
  campaignCannotArchive: 'This campaign is already {status}.',
  campaignCannotRemove: 'This campaign is {status} and cannot be removed.',
  campaignPauseFirst: 'This campaign is {status}. Pause it first, then try again.',
  campaignModuleDisabled:
    'This product is not enabled for the client. Enable it before starting the campaign.',
  campaignEndDatePassed:
    'The end date of this campaign has passed. Choose a later end date before starting it.',
  campaignNeedsCard: 'The client has no credit card on file. Add a card before starting this campaign.',
  campaignNeedsAgencyCard:
    'This agency is billed manually and its owner has no credit card on file. Add a card before starting this campaign.',
  campaignNeedsWallet: 'This campaign is prepaid. Top up the Data Wallet before starting it.',
  // ours (issue 23 item 2): a start blocker
  campaignNeedsWalletAgreement:
    'This campaign is prepaid from the Data Wallet. Accept the Data Wallet service agreement, then top up the wallet.',
  campaignSiteIdOnly: 'Continual top-up applies to Site ID campaigns only.',
  campaignRemoved: 'The campaign has been removed.',
  // ours (issue 14): what may change once a campaign has run (rules/campaign-edit.ts)
  campaignPriceLocked:
    'The {field} cannot change once a campaign has started (this one is {status}): the client agreed to this price. Build a new campaign to sell at another price.',
  campaignTermLocked:
    'The {field} cannot change once a campaign has started (this one is {status}): its billing runs on this term. Build a new campaign to bill on another term.',
  campaignPrepaidLocked:
    'The {field} cannot change once a campaign has started (this one is {status}): the client prepaid under these options. Build a new campaign for other prepaid options.',
  campaignModuleFixed:
    'The {field} of a campaign cannot change: it stays in the product it was built in. Build a new campaign in the other product.',
  // ours (issue 17): integrations
  integrationCredentialsRefused: 'The provider refused these credentials. Check them and try again.',
  integrationProviderUnavailable: 'The provider did not answer. Please try again in a few minutes.',
  integrationNotConnected: 'Connect this integration first.',
  webhookOnly: 'Only webhooks have a signing secret.',
  integrationHasNoFieldMap: 'Only a CRM integration (HubSpot, Salesforce) has a field mapping.',
  // Data Wallet (part 2 §5, §8, §9; issue 16). The minimum sentences are the spec's, followed by the amount.
  walletMinimumHint: '*Minimum amount is $',
  walletMinimumAmount: 'The minimum amount is $',
  walletNoHistory: 'No transaction history available.',
  walletNonRefundable: 'Prepaid purchases are non-refundable.',
  // ours
  walletAmountInvalid: 'Enter the amount in dollars: digits and one dot, at most two decimals.',
  walletAmountNegative: 'The amount cannot be negative.',
  walletAmountTooLarge: 'The amount is above the largest single top-up, {max} dollars. Charge it in parts.',
  walletSaved: 'Your Data Wallet amount has been saved. Nothing was charged.',
  walletCharged: 'Your Data Wallet has been topped up.',
  walletChargeDeclined: 'The top-up was declined and nothing was charged: {reason}',
  walletNoCard: 'The agency owner has no credit card on file. Add a card in Card Setting, then charge again.',
  walletBetaClosed:
    'The Data Wallet is not open to your account yet. Ask the platform to include you in its beta.',
  walletAgreementNeeded:
    'Accept the Data Wallet service agreement first: open Data Wallet in the profile menu.',
  walletNeedsManualBill: 'The Data Wallet is for agencies billed manually. Turn on manual bill first.',
  walletContinualStopped: 'Continual top-up is stopped. The wallet will not top up by itself.',
  walletContinualRunning:
    'Continual top-up is running. The wallet tops up when it falls below 10% of its last balance.',
  walletKeyReused:
    'This charge request was already made with another amount. Close the dialog and open it again to start a new charge.',
  prepaidPoolFailed: 'The prepaid leads could not be bought, so the campaign did not start: {reason}',
  prepaidPoolPending:
    'The prepaid leads are still being charged. Wait a moment, then start the campaign again.',
  walletChargeInProgress:
    'This charge is still being processed. Wait a moment and look at the balance again.',
  // ours (issue 23 item 11): success notices name what was saved (the spec's generic
  // 'Data has been added successfully' stays the API's answer; screens say these).
  agencyAdded: 'The agency {name} has been added.',
  agencyUpdated: 'The agency {name} has been updated.',
  clientAdded: 'The client {name} has been added.',
  clientUpdated: 'The client {name} has been updated.',
  teamMemberAdded: '{name} has been added to the team.',
  teamMemberUpdated: 'The account of {name} has been updated.',
  campaignDraftSaved: 'Campaign {id} has been saved.',
  campaignUpdated: 'Campaign {id} has been updated.',
  agencyCostsSaved: 'The prices of {name} have been saved.',
  logoSaved: 'Your logo has been saved.',
  embeddedCodeSaved: 'Your embed code settings have been saved.',
  // ours (issue 23 item 11): what leaving white label changes, said before it happens.
  whiteLabelEnds:
    'This plan has no white label: your logo, your colours and your own domain stop showing, and your agency and your clients see the platform’s brand and address. Choose a white-label plan again to bring them back.',
  // ours: a company webhook per campaign (issue 23)
  companyWebhookOn: 'The company webhook receives this campaign’s leads again.',
  companyWebhookOff: 'The company webhook no longer receives this campaign’s leads. Other campaigns keep it.',
  /** Idempotency-Key (ARCHITECTURE: every create and money call happens once). */
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 8 to 128 letters, digits, dots, colons, dashes or underscores, sent once.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  idempotencyKeyInProgress:
    'This request is still being processed. Wait a moment, then look at the result before trying again.',
  // ours: a refused wizard step, announced while the focus moves to its first marked field
  fixMarkedFields: 'Some fields on this step need fixing before you can go on.',
  // ours (issue 23): a bulk pause or resume whose request failed as a whole.
  // ours (issue 27): an enriched file asked for after its 30 days.
  enrichmentResultGone: 'This enriched file is no longer available.',
  bulkCampaignsFailed: 'The campaigns could not be changed. Try again in a moment.',
} as const;

export type MessageKey = keyof typeof messages;
