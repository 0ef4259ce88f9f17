// Lead flood protection in General Settings (issue 12 item 4), for platform staff: the rules as saved
// (or the server's defaults), a skeleton while they load, and the failure with a way to try again.
import { Alert, Button, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { leadFloodRulesKey, readLeadFloodRules } from './lead-flood-api.ts';
import { LeadFloodForm } from './lead-flood-form.tsx';
import '../../i18n/en-lead-flood.ts';

export function LeadFloodPanel() {
  const { t } = useTranslation();
  const rules = useQuery({ queryKey: leadFloodRulesKey, queryFn: readLeadFloodRules });

  if (rules.isError)
    return (
      <Alert color="red" title={t('leadFlood.loadFailed')} data-testid="lead-flood-error">
        {errorMessageOf(rules.error)}
        <Button size="xs" variant="default" mt="sm" display="block" onClick={() => void rules.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!rules.data) return <Skeleton h={220} data-testid="lead-flood-loading" />;
  return <LeadFloodForm initial={rules.data} />;
}
