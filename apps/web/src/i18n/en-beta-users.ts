// A beta feature's beta users on the platform staff's beta-feature screen (issue 23 point 13).
import { addLabels } from './add-labels.ts';
export const betaUsers = {
  manage_one: '{{count}} beta user',
  manage_other: '{{count}} beta users',
  // Begins with the button's own words (WCAG 2.5.3, label in name), then says whose they are.
  manageOf_one: '{{count}} beta user of {{feature}}: add or remove',
  manageOf_other: '{{count}} beta users of {{feature}}: add or remove',
  title: 'Beta users of {{feature}}',
  allAgenciesNote:
    'This beta applies to all agencies now, so every agency sees it. Beta users keep it when it no longer applies to all.',
  empty: 'No beta users yet. Find an agency below to let it in.',
  addLabel: 'Add an agency',
  addPlaceholder: 'Type the agency’s name, owner or e-mail',
  searching: 'Searching…',
  noAgency: 'No agency of this platform matches.',
  add: 'Add',
  remove: 'Remove',
  removeOf: 'Remove {{who}}',
  added: '{{who}} can now use {{feature}}.',
  removed: '{{who}} no longer uses {{feature}} while it is in beta.',
};

addLabels({ betaUsers });
