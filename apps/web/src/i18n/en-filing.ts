// UI labels of the Clients page (/Client; merged into en.ts as `filing`): campaign groups and
// organizations of a client's campaigns.
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const filing = {
  title: 'Clients',
  intro:
    'Keep each client’s campaigns in order: campaign groups filter Campaign Management and the campaign wizard; organizations record who the campaigns are run for.',
  tabs: { groups: 'Campaign groups', organizations: 'Organizations', fields: 'Lead fields' },
  fields: {
    loadFailed: messages.filingFieldsLoadFailed,
    columns: { label: 'Field', name: 'Name in files and integrations', type: 'Type' },
  },
  module: 'Product',
  groups: {
    add: 'Add group',
    addTitle: 'Add a campaign group',
    renameTitle: 'Rename the group',
    name: 'Group name',
    columns: { name: 'Group', actions: 'Actions' },
    rename: 'Rename {{name}}',
    remove: 'Delete {{name}}',
    removeTitle: 'Delete the group “{{name}}”?',
    removeText: 'Its campaigns are kept; they are no longer in any group. This cannot be undone.',
    removed: 'The group was deleted.',
    loadFailed: messages.filingGroupsLoadFailed,
    emptyTitle: 'No campaign groups yet',
    emptyText:
      'Groups gather campaigns of one product, so Campaign Management can show one group at a time. Add the first one.',
  },
  organizations: {
    add: 'Add organization',
    addTitle: 'Add an organization',
    editTitle: 'Edit the organization',
    name: 'Organization name',
    parent: 'Part of',
    parentNone: 'None (top level)',
    customId: 'Your own ID (optional)',
    customIdHint: 'The organization’s ID in your own systems, if you keep one.',
    columns: { name: 'Organization', parent: 'Part of', customId: 'Your ID', actions: 'Actions' },
    edit: 'Edit {{name}}',
    remove: 'Delete {{name}}',
    removeTitle: 'Delete the organization “{{name}}”?',
    removeText:
      'Organizations that are part of it move to the top level; campaigns are kept. This cannot be undone.',
    removed: 'The organization was deleted.',
    loadFailed: messages.filingOrganizationsLoadFailed,
    emptyTitle: 'No organizations yet',
    emptyText:
      'Organizations name who campaigns are run for (a brand, a location, a department). Add the first one.',
  },
  deleteConfirm: 'Delete',
  saveFailed: messages.filingSaveFailed,
};

addLabels({ filing });
