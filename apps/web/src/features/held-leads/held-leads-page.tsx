// /held-leads (issue 12 item 4): the leads the velocity guard held in the campaigns this agency (or
// the platform) manages, oldest first and paged, each released or discarded after a confirmation.
// Clients and sales people do not review held leads: they land on their dashboard.
import { TENANT_LIMITS } from '@lead/shared';
import { Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ListStates } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { heldLeadsKey, listHeldLeads } from './held-leads-api.ts';
import { HeldLeadsTable } from './held-leads-table.tsx';
import { mayReviewHeldLeads } from './may-review.ts';
import { useHeldLeadDecision } from './use-held-lead-decision.tsx';
import '../../i18n/en-held-leads.ts';

export function HeldLeadsPage() {
  const { facts } = useShell();
  if (!mayReviewHeldLeads(facts.user_type)) return <Navigate to="/dashboard" replace />;
  return <HeldLeadsList />;
}

function HeldLeadsList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: heldLeadsKey(page),
    queryFn: () => listHeldLeads(page, TENANT_LIMITS.perPage),
    placeholderData: keepPreviousData,
  });
  const decision = useHeldLeadDecision();
  const total = list.data?.total ?? 0;
  // The last lead of a later page decided: step back to a page that has rows.
  if (list.data && list.data.data.length === 0 && page > 1 && !list.isPlaceholderData) setPage(page - 1);

  return (
    <>
      <PageHeader
        title={t('heldLeads.title')}
        description={t('heldLeads.intro')}
        actions={
          list.data && (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="held-total">
              {t('heldLeads.total', { count: total })}
            </Text>
          )
        }
      />
      <ListStates
        query={list}
        page={page}
        onPage={setPage}
        loadFailed={t('heldLeads.loadFailed')}
        loadingTestId="held-loading"
        empty={{ title: t('heldLeads.emptyTitle'), description: t('heldLeads.emptyText') }}
      >
        <HeldLeadsTable
          rows={list.data?.data ?? []}
          onRelease={decision.askRelease}
          onDiscard={decision.askDiscard}
          busyWith={decision.busyWith}
        />
      </ListStates>
    </>
  );
}
