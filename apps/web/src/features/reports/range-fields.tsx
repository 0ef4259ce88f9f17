// The From and To date fields of a report range, each with its refusal underneath.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RangeField, RangeFieldsState } from './use-range-fields.ts';
import '../../i18n/en-reports.ts';

/** `latest`: the last day one may pick (today in the viewer's zone). */
export function RangeFields({ state, latest }: { state: RangeFieldsState; latest?: string }) {
  const { t } = useTranslation();
  const dateField = (field: RangeField, label: string) => (
    <TextInput
      type="date"
      label={label}
      value={state.fields?.[field] ?? ''}
      max={latest}
      disabled={!state.fields}
      error={state.problems[field]}
      onChange={(event) => state.setField(field, event.currentTarget.value)}
      w={{ base: '100%', xs: 170 }}
      data-testid={`range-${field}`}
    />
  );
  return (
    <>
      {dateField('startDate', t('reports.filters.from'))}
      {dateField('endDate', t('reports.filters.to'))}
    </>
  );
}
