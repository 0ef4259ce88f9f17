// An agency's payment terms and modules, limited to what its parent offers (part 2 §3, §5).
import { LEAD_MODULE_KINDS, type LeadModuleKind, PAYMENT_TERMS, type PaymentTerm } from '@lead/shared';
import { Checkbox, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../lib/shell-context.tsx';
import '../../i18n/en-tenants.ts';

type ProductCheckboxesProps = {
  offeredTerms: PaymentTerm[];
  offeredModules: LeadModuleKind[];
  terms: Record<PaymentTerm, boolean>;
  modules: Record<LeadModuleKind, boolean>;
  termsError?: string;
  modulesError?: string;
  /** The module whose active campaigns are being checked before it may be turned off. */
  checkingModule: LeadModuleKind | null;
  onTerm: (term: PaymentTerm, on: boolean) => void;
  onModule: (module: LeadModuleKind, on: boolean) => void;
};

export function ProductCheckboxes(props: ProductCheckboxesProps) {
  const { t } = useTranslation();
  const { facts } = useShell();
  // A parent that lists nothing yet offers everything (older companies).
  const terms = PAYMENT_TERMS.filter(
    (term) => props.offeredTerms.length === 0 || props.offeredTerms.includes(term),
  );
  const modules = LEAD_MODULE_KINDS.filter(
    (kind) =>
      facts.moduleNames[kind].name.trim() !== '' &&
      (props.offeredModules.length === 0 || props.offeredModules.includes(kind)),
  );
  return (
    <>
      <Input.Wrapper labelElement="div" label={t('tenants.form.paymentTerms')} error={props.termsError}>
        <Group gap="md" mt={6} role="group" aria-label={t('tenants.form.paymentTerms')}>
          {terms.map((term) => (
            <Checkbox
              key={term}
              label={term}
              checked={props.terms[term]}
              onChange={(event) => props.onTerm(term, event.currentTarget.checked)}
            />
          ))}
        </Group>
      </Input.Wrapper>
      <Input.Wrapper labelElement="div" label={t('tenants.form.modules')} error={props.modulesError}>
        <Group gap="md" mt={6} role="group" aria-label={t('tenants.form.modules')}>
          {modules.map((kind) => (
            <Checkbox
              key={kind}
              label={facts.moduleNames[kind].name}
              checked={props.modules[kind]}
              disabled={props.checkingModule === kind}
              onChange={(event) => props.onModule(kind, event.currentTarget.checked)}
            />
          ))}
        </Group>
      </Input.Wrapper>
    </>
  );
}
