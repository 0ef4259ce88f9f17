// Which column of the file holds each contact field; a field not in the file is left out.
import { ENRICHMENT_FIELDS, type EnrichmentField, type EnrichmentMapping } from '@lead/shared';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ColumnMappingProps = {
  headers: readonly string[];
  mapping: EnrichmentMapping;
  onChange: (field: EnrichmentField, column: string | null) => void;
  disabled?: boolean;
};

export function ColumnMapping({ headers, mapping, onChange, disabled }: ColumnMappingProps) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('enrichment.notInFile') },
    ...headers.map((header) => ({ value: header, label: header })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {ENRICHMENT_FIELDS.map((field) => (
        <Select
          key={field}
          label={t(`enrichment.fields.${field}`)}
          data={options}
          value={mapping[field] ?? ''}
          onChange={(value) => onChange(field, value || null)}
          allowDeselect={false}
          disabled={disabled}
        />
      ))}
    </SimpleGrid>
  );
}
