// Which column of the file holds each contact field; a field not in the file is left out. Each field
// shows what its column holds in the first row, and the file's first rows are shown below, so a wrong
// guess is seen before the preview.
import { ENRICHMENT_FIELDS, type EnrichmentField, type EnrichmentMapping } from '@lead/shared';
import { Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-enrichment.ts';

type ColumnMappingProps = {
  headers: readonly string[];
  sampleRows: readonly (readonly string[])[];
  mapping: EnrichmentMapping;
  onChange: (field: EnrichmentField, column: string | null) => void;
  disabled?: boolean;
};

export function ColumnMapping({ headers, sampleRows, mapping, onChange, disabled }: ColumnMappingProps) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('enrichment.notInFile') },
    ...headers.map((header) => ({ value: header, label: header })),
  ];
  const firstValueOf = (column: string | null) => {
    const index = column === null ? -1 : headers.indexOf(column);
    return index < 0 ? '' : (sampleRows[0]?.[index] ?? '');
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {ENRICHMENT_FIELDS.map((field) => {
          const example = firstValueOf(mapping[field]);
          return (
            <Select
              key={field}
              label={t(`enrichment.fields.${field}`)}
              description={example ? t('enrichment.firstRowHolds', { value: example }) : undefined}
              data={options}
              value={mapping[field] ?? ''}
              onChange={(value) => onChange(field, value || null)}
              allowDeselect={false}
              disabled={disabled}
            />
          );
        })}
      </SimpleGrid>
      {sampleRows.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="enrichment-sample-title">
            {t('enrichment.sampleTitle', { count: sampleRows.length })}
          </Text>
          <Table.ScrollContainer minWidth={Math.min(headers.length * 140, 1400)}>
            <Table
              withTableBorder
              fz="xs"
              aria-labelledby="enrichment-sample-title"
              data-testid="enrichment-sample"
            >
              <Table.Thead>
                <Table.Tr>
                  {headers.map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sampleRows.map((row, rowIndex) => (
                  // The rows are fixed for the job: their place is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a sample row has no id of its own
                  <Table.Tr key={rowIndex}>
                    {headers.map((header, index) => (
                      <Table.Td key={header}>{row[index] ?? ''}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
