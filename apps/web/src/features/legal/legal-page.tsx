import { Anchor, Container, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DateTime } from 'luxon';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDomainInfo } from '../../lib/domain-info.ts';
import { legalBrandOf } from './legal-document.ts';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from './legal-documents.ts';

/** The version date shown on every document (ours; bump it when the texts change). */
const EFFECTIVE_DATE = DateTime.fromISO('2026-01-01');

export function LegalPage({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation();
  const domain = useDomainInfo();
  const legalDocument = LEGAL_DOCUMENTS[name](legalBrandOf(domain.data));

  useEffect(() => {
    document.title = legalDocument.title;
  }, [legalDocument.title]);

  return (
    <Container size="md" px={0}>
      <Paper className="wl-box" withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <article>
          <Stack gap="lg">
            <div>
              <Title order={1}>{legalDocument.title}</Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('legal.effective', { date: EFFECTIVE_DATE.toLocaleString(DateTime.DATE_FULL) })}
              </Text>
            </div>
            {domain.isPending ? <Skeleton height={60} /> : <Text>{legalDocument.summary}</Text>}
            {legalDocument.sections.map((section, index) => (
              <section key={section.heading}>
                <Title order={2} size="h4" mb="xs">
                  {index + 1}. {section.heading}
                </Title>
                <Stack gap="xs">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                  {section.items && (
                    <List spacing={4}>
                      {section.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </section>
            ))}
            <Anchor component={Link} to="/login" className="wl-link">
              {t('legal.backToSignIn')}
            </Anchor>
          </Stack>
        </article>
      </Paper>
    </Container>
  );
}
