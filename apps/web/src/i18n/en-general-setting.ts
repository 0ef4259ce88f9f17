// Labels of an agency's General Settings.
import { addLabels } from './add-labels.ts';

export const generalSetting = {
  betaTitle: 'Beta features',
  betaIntro:
    'A beta feature shows only to its beta users, unless it applies to every agency. Turn beta off to release it to everyone.',
  betaFeature: 'Feature',
  betaIsBeta: 'Beta',
  betaAllAgencies: 'All agencies',
  betaUsers: 'Beta users',
  betaIsBetaOf: '{{name}} is in beta',
  betaAllAgenciesOf: '{{name}} beta applies to all agencies',
  betaSaved: 'The beta feature has been updated.',
  modulesTitle: 'Modules',
  modulesIntro:
    'Name the lead modules as your clients see them, and choose the address of each. Enhance ID and B2B ID appear only with both a name and an address.',
  moduleName: '{{module}} name',
  moduleUrl: '{{module}} URL',
  saveModules: 'Save modules',
  appearanceTitle: 'Appearance',
  colours: {
    sidebarcolor: 'Sidebar colour',
    templatecolor: 'Page background colour',
    boxcolor: 'Box colour',
    textcolor: 'Text colour',
    linkcolor: 'Link colour',
  },
  font: 'Font',
  paymentTermDefault: 'Default payment term',
  paymentTermDefaultHint: 'The term new campaigns and the Set Cost for Agency window start at.',
  saveAppearance: 'Save appearance',
  pickColour: 'Pick the {{name}} from the screen',
  preview: 'Preview',
  previewLabel: 'Preview of the sidebar, page, box, text, link and button in the chosen colours',
  previewBrand: 'Your brand',
  previewMenuDashboard: 'Dashboard',
  previewMenuCampaigns: 'Campaigns',
  previewPageText: 'Page text on the page background.',
  previewBoxText: 'Text in a box.',
  previewLink: 'A link',
  previewButton: 'Button',
  resetAppearance: 'Reset to defaults',
  resetTitle: 'Reset the appearance to the defaults?',
  resetText:
    'Your saved colours, font and default payment term are removed, and what your site had before you chose them applies again. You can choose again at any time.',
  resetConfirm: 'Reset to defaults',
  resetDone: 'The appearance is back to the defaults.',
  logoTitle: 'Logo',
  logoIntro:
    'Your logo shows in the sidebar header and on the sign-in page of your site. PNG, JPEG, GIF or WebP, at most 2 MB (SVG is not accepted: it can carry script).',
  logoFile: 'Logo image',
  logoUpload: 'Upload logo',
  logoRemove: 'Remove logo',
  logoRemoveTitle: 'Remove the logo?',
  logoRemoveText:
    'Your site shows the first letter of your company name instead until you upload a new logo.',
  embedTitle: 'Embedded code',
  embedIntro:
    'Code such as an analytics tag or a chat widget, added to every page of your own site (your subdomain or custom domain) and nowhere else. It runs for everyone who opens your site, your clients included: add only code you trust.',
  embedPlace: 'Where the code goes',
  embedPlaces: { head: 'Head', body: 'Start of body', footer: 'Footer (end of body)' },
  embedCode: 'Code',
  embedCount: '{{count}} of {{max}} characters. Leave empty and save to remove it.',
  embedSave: 'Save embedded code',
} as const;

addLabels({ generalSetting });
