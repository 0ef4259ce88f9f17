// The lead page's top: the person (a business contact for B2B, the keyword for Search ID) and where
// the lead came from (campaign, client, when, and the page it was made on).
import type { LeadDetailResponse } from '@lead/shared';
import { Badge, Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WHOLE_BADGE } from '../../components/whole-badge.ts';
import { leadTime } from '../reports/report-format.ts';
import { Fact, FactList, VisitorAddress } from './lead-facts.tsx';
import { leadName } from './lead-name.ts';
import '../../i18n/en-leads.ts';

type Lead = LeadDetailResponse['lead'];

/** Street, then "City, ST 12345": whichever parts the lead has. */
function postalAddress(lead: Lead): string | null {
  const place = [lead.city, [lead.state, lead.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [lead.address, place].filter(Boolean).join(', ') || null;
}

export function LeadOverview({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper className="wl-box" withBorder radius="md" p="md" data-testid="lead-person">
        <Title order={2} size="h4" mb="sm">
          {t('leads.page.person')}
        </Title>
        <FactList>
          <Fact label={t('leads.page.name')}>{leadName(lead)}</Fact>
          <Fact label={t('leads.page.email')}>{lead.email}</Fact>
          <Fact label={t('leads.page.phone')}>{lead.phone}</Fact>
          <Fact label={t('leads.page.address')}>{postalAddress(lead)}</Fact>
          <Fact label={t('leads.page.company')}>{lead.company_name}</Fact>
          <Fact label={t('leads.page.jobTitle')}>{lead.job_title}</Fact>
          <Fact label={t('leads.page.businessEmail')}>{lead.business_email}</Fact>
          <Fact label={t('leads.page.keyword')}>{lead.keyword}</Fact>
        </FactList>
      </Paper>
      <Paper className="wl-box" withBorder radius="md" p="md" data-testid="lead-origin">
        <Title order={2} size="h4" mb="sm">
          {t('leads.page.lead')}
          {lead.source === 'test' && (
            <Badge size="sm" variant="light" color="grape" ml="xs" style={WHOLE_BADGE}>
              {t('leads.table.test')}
            </Badge>
          )}
        </Title>
        <FactList>
          <Fact label={t('leads.page.campaign')}>{lead.campaign_name}</Fact>
          <Fact label={t('leads.page.client')}>{lead.client_company_name}</Fact>
          <Fact label={t('leads.page.made')}>{leadTime(lead.created_at)}</Fact>
          <Fact label={t('leads.page.sourcePage')}>
            {lead.source_url && <VisitorAddress address={lead.source_url} />}
          </Fact>
        </FactList>
      </Paper>
    </SimpleGrid>
  );
}
