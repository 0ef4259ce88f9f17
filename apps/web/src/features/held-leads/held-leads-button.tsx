// The way to Held for review from Campaign Management, with how many leads wait there, so agencies
// and platform staff see a flood where they work (not only by e-mail). One request, refreshed when
// a lead is decided (the decision invalidates HELD_LEADS_KEY) and with the query's usual staleness.
import { Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { heldBadgeLabel, heldButtonName } from './held-badge.ts';
import { countHeldLeads, heldCountKey } from './held-leads-api.ts';
import '../../i18n/en-held-leads.ts';

export function HeldLeadsButton() {
  const { t } = useTranslation();
  const count = useQuery({ queryKey: heldCountKey, queryFn: countHeldLeads });
  const badge = heldBadgeLabel(count.data);
  const name = heldButtonName(count.data);
  return (
    <Button
      component={Link}
      to="/held-leads"
      variant="default"
      aria-label={name && t(name.key, name.values)}
      rightSection={
        // The space parts the words from the count in what the button is read as showing ("Held
        // for review 2", which its name must contain, WCAG 2.5.3): without it they ran together
        // ("Held for review2"). The section is a flex box, which draws no lone space.
        badge && (
          <>
            {' '}
            <Badge size="sm" color="red" variant="filled" data-testid="held-count">
              {badge}
            </Badge>
          </>
        )
      }
    >
      {t('heldLeads.open')}
    </Button>
  );
}
