// Set Cost for Agency (part 2 §3 "Agency cost setting", §4 "Price modal", §5): per module and term,
// the platform fee, the minimum cost per period and the cost per lead.
import {
  COST_AMOUNTS,
  COST_TERMS,
  type CostAgency,
  completeCostAgency,
  costField,
  costTermOf,
  enforceCostPerLeadMinimum,
  fillMessage,
  type LeadModuleKind,
  MINIMUM_CPL_MODULES,
  PAYMENT_TERMS,
  type PaymentTerm,
  platformFeeLabel,
  type TenantRow,
} from '@lead/shared';
import { Alert, Button, Group, Modal, Select, Skeleton, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { CurrencyInput } from './currency-input.tsx';
import { canSaveEdits } from './row-action-rules.ts';
import { type CostAgencyAnswer, costAgencyKey, readCostAgency, saveCostAgency } from './tenants-api.ts';
import { useViewer } from './use-viewer.ts';
import '../../i18n/en-tenants.ts';

type CostAgencyModalProps = { row: TenantRow; onClose: () => void };

export function CostAgencyModal({ row, onClose }: CostAgencyModalProps) {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: costAgencyKey(row.company_id),
    queryFn: () => readCostAgency(row.company_id),
    staleTime: 0,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tenants.cost.title', { company: row.company_name })}
      size="lg"
      centered
    >
      {stored.isPending && <Skeleton h={260} />}
      {stored.isError && <Alert color="red">{errorMessageOf(stored.error)}</Alert>}
      {stored.data && <CostAgencyForm row={row} stored={stored.data} onClose={onClose} />}
    </Modal>
  );
}

const noteKey = (module: LeadModuleKind, term: string) => `${module}.${term}`;

/** Every enhance and b2b cost per lead raised to the root minimum, with the notes to show. */
function withMinimums(cost: CostAgency, root: CostAgency) {
  const next = structuredClone(cost);
  const notes: Record<string, string> = {};
  for (const module of MINIMUM_CPL_MODULES)
    for (const term of COST_TERMS) {
      const field = costField(module, 'Costperlead');
      const checked = enforceCostPerLeadMinimum(
        module,
        next[module][term][field] ?? '0',
        root[module][term][field] ?? '0',
      );
      next[module][term][field] = checked.value;
      if (checked.note) notes[noteKey(module, term)] = checked.note;
    }
  return { cost: next, notes };
}

function CostAgencyForm({
  row,
  stored,
  onClose,
}: {
  row: TenantRow;
  stored: CostAgencyAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const viewer = useViewer();
  const root = completeCostAgency(stored.rootcostagency);
  const [cost, setCost] = useState(() => completeCostAgency(stored.data));
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [module, setModule] = useState<LeadModuleKind>('local');
  const [term, setTerm] = useState<PaymentTerm>(stored.dpay ?? 'Weekly');
  const costTerm = costTermOf(term);

  const save = useMutation({
    mutationFn: (value: CostAgency) => saveCostAgency(row.company_id, value),
    onSuccess: async () => {
      notifications.show({
        color: 'green',
        message: fillMessage('agencyCostsSaved', { name: row.company_name }),
      });
      await queryClient.invalidateQueries({ queryKey: costAgencyKey(row.company_id) });
      onClose();
    },
  });
  const server = fieldErrorsOf(save.error);

  const commit = (kind: LeadModuleKind, amount: (typeof COST_AMOUNTS)[number], value: string) => {
    const field = costField(kind, amount);
    let kept = value;
    if (amount === 'Costperlead') {
      const checked = enforceCostPerLeadMinimum(kind, value, root[kind][costTerm][field] ?? '0');
      kept = checked.value;
      setNotes((current) => {
        const next = { ...current };
        if (checked.note) next[noteKey(kind, costTerm)] = checked.note;
        else delete next[noteKey(kind, costTerm)];
        return next;
      });
    }
    setCost((current) => ({
      ...current,
      [kind]: { ...current[kind], [costTerm]: { ...current[kind][costTerm], [field]: kept } },
    }));
  };
  const onSave = () => {
    const checked = withMinimums(cost, root);
    setCost(checked.cost);
    setNotes(checked.notes);
    save.mutate(checked.cost);
  };
  const amountLabel = (amount: 'PlatformFee' | 'Costperlead') => t(`tenants.cost.${amount}`);
  const serverError = (kind: LeadModuleKind, amount: (typeof COST_AMOUNTS)[number]) =>
    server[`${kind}.${costTerm}.${costField(kind, amount)}`];

  return (
    <Stack gap="md">
      <Select
        label={t('tenants.cost.term')}
        data={[...PAYMENT_TERMS]}
        value={term}
        allowDeselect={false}
        onChange={(value) => value && setTerm(value as PaymentTerm)}
        maw={240}
      />
      <Tabs
        keepMounted={false}
        value={module}
        onChange={(value) => value && setModule(value as LeadModuleKind)}
      >
        <Tabs.List>
          {facts.agencyModules.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {facts.moduleNames[kind].name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {facts.agencyModules.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <Stack gap="sm">
              <CurrencyInput
                label={amountLabel('PlatformFee')}
                description={t('tenants.cost.PlatformFeeHint')}
                value={cost[kind][costTerm][costField(kind, 'PlatformFee')] ?? '0'}
                onCommit={(value) => commit(kind, 'PlatformFee', value)}
                error={serverError(kind, 'PlatformFee')}
              />
              <CurrencyInput
                label={platformFeeLabel(term)}
                description={t('tenants.cost.MinCostMonthHint')}
                value={cost[kind][costTerm][costField(kind, 'MinCostMonth')] ?? '0'}
                onCommit={(value) => commit(kind, 'MinCostMonth', value)}
                error={serverError(kind, 'MinCostMonth')}
              />
              <CurrencyInput
                label={amountLabel('Costperlead')}
                value={cost[kind][costTerm][costField(kind, 'Costperlead')] ?? '0'}
                onCommit={(value) => commit(kind, 'Costperlead', value)}
                note={notes[noteKey(kind, costTerm)]}
                error={serverError(kind, 'Costperlead')}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <FormAlert
        error={save.error}
        fields={COST_AMOUNTS.map((amount) => `${module}.${costTerm}.${costField(module, amount)}`)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        {canSaveEdits(viewer) && (
          <Button onClick={onSave} loading={save.isPending}>
            {t('common.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
