// The refusal to disable a product while it runs campaigns (part 2 §8): the ids per product.
import { LEAD_MODULE_KINDS, messages } from '@lead/shared';
import { Alert, List } from '@mantine/core';
import { useShell } from '../../lib/shell-context.tsx';
import type { ActiveCampaigns } from './save-failure.ts';

export function ActiveCampaignsAlert({ campaigns }: { campaigns: ActiveCampaigns }) {
  const { facts } = useShell();
  const products = LEAD_MODULE_KINDS.filter((kind) => (campaigns[kind] ?? []).length > 0);
  return (
    <Alert color="red" variant="light" role="alert" data-testid="active-campaigns">
      {messages.productHasActiveCampaigns}
      <List size="sm" mt={4}>
        {products.map((kind) => (
          <List.Item key={kind}>
            {facts.moduleNames[kind].name}: {(campaigns[kind] ?? []).join(', ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
