// UI labels of the lead flood rules in General Settings (issue 12 item 4; merged into en.ts as
// `leadFlood`); the saved notice and the range sentences come from the shared held-leads contract.
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const leadFlood = {
  title: 'Lead flood protection',
  intro:
    'Limits that stop a flood of page views from making leads and charges. They apply to every campaign on the platform.',
  fields: {
    leadsPerIpPerDay: {
      label: 'Leads per source address, per campaign, per day',
      description:
        'One visitor address makes at most this many leads for a campaign in any 24 hours; its further page views make none.',
    },
    velocityMultiplier: {
      label: 'Velocity multiple',
      description:
        "A campaign's new leads are held for review once its last hour passes this many times its usual hourly rate.",
    },
    velocityFloorPerHour: {
      label: 'Velocity floor (leads per hour)',
      description:
        'Leads are never held before the last hour has made this many, so a new or quiet campaign is not held for a few.',
    },
  },
  save: 'Save lead flood rules',
  loadFailed: messages.leadFloodLoadFailed,
};

addLabels({ leadFlood });
