// UI labels of the userLogs feature (merged into en.ts); spec sentences come from `messages`.
import { addLabels } from './add-labels.ts';
export const userLogs = {
  // part 2 §2: the modal's title as the spec names it.
  title: "Agency User's Logs",
  subtitle: 'Everything the people of {{company}} and its clients did, newest first.',
  filters: 'Filters',
  filtersTitle: 'Filter the logs',
  activeFilters_one: '{{count}} filter applied',
  activeFilters_other: '{{count}} filters applied',
  download: 'Download CSV',
  action: 'Action',
  userType: 'User type',
  user: 'User',
  userSearchHint: 'Type 3 letters or more to search by name or e-mail.',
  campaign: 'Campaign',
  dateRange: 'Date range',
  from: 'From',
  to: 'To',
  selectAll: 'Select All',
  userTypes: { '9999': 'Select All', admin: 'Admin', client: 'Client' },
  shortcuts: { lastWeek: 'Last week', lastMonth: 'Last month', last3Months: 'Last 3 months' },
  bothDates: 'Choose both dates, or neither.',
  endBeforeStart: 'The end date must not be before the start date.',
  nothingFound: 'Nothing found',
  apply: 'Apply',
  reset: 'Reset',
  columns: {
    date: 'Date',
    name: 'Name',
    type: 'Type',
    company: 'Company',
    action: 'Action',
    description: 'Description',
    ip: 'IP',
  },
  pages: 'Log pages',
  total_one: '{{count}} log',
  total_other: '{{count}} logs',
} as const;

addLabels({ userLogs });
