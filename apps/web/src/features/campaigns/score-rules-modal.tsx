// The scoring rules of one Site ID campaign (issue 25 item 2): the pages that matter (a pattern, its
// points and a tag), and the points of return visits, time on the site and a recent visit, with the
// score at which a lead is hot. Save replaces the rules whole; the server then scores the leads of the
// last RESCORE_DAYS again, and the dialog follows that work until it is done.
import {
  type CampaignListRow,
  RECENT_DAYS,
  RESCORE_DAYS,
  RETURN_VISITS_COUNTED,
  type RescoreProgress,
  SCORE_LIMITS,
  type ScoreRulesBody,
  type ScoreRulesResponse,
  TIME_POINTS_CAP,
} from '@lead/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type SVGProps, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineIcon } from '../../components/icons.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { LEADS_KEY } from '../leads/leads-api.ts';
import { REPORTS_KEY } from '../reports/reports-api.ts';
import { readScoreRules, saveScoreRules, scoreRulesKey } from './campaigns-api.ts';
import {
  bodyOf,
  draftOf,
  emptyFieldsOf,
  newPageKey,
  numberDraftOf,
  type PageDraft,
  pageFieldKey,
  SCORE_NUMBER_FIELDS,
  type ScoreNumberField,
  type ScoreRulesDraft,
  type ScoreSaveFailure,
  sameRules,
  saveFailureOf,
} from './score-rules-draft.ts';
import '../../i18n/en-campaigns.ts';

/** How often the dialog asks how far the re-scoring has gone while it runs. */
const RESCORE_POLL_MS = 1_000;
/** The points a new page row starts with. */
const NEW_PAGE_POINTS = 10;

const CrossIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...lineIcon} {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

type ScoreRulesModalProps = { row: CampaignListRow; onClose: () => void };

export function ScoreRulesModal({ row, onClose }: ScoreRulesModalProps) {
  const { t } = useTranslation();
  const rules = useQuery({
    queryKey: scoreRulesKey(row.leadspeek_api_id),
    queryFn: () => readScoreRules(row.leadspeek_api_id),
    // Always the rules as stored now: another editor may have changed them.
    gcTime: 0,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.rescore?.running ? RESCORE_POLL_MS : false),
  });
  useRescoredLeadsRefresh(rules.data?.rescore?.running ?? false);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('campaigns.scoring.title', { name: row.campaign_name })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {rules.data ? (
        <ScoreRulesForm leadspeekApiId={row.leadspeek_api_id} stored={rules.data} onDone={onClose} />
      ) : rules.isError ? (
        <Alert color="red" title={t('campaigns.scoring.loadFailed')} data-testid="score-rules-error">
          {errorMessageOf(rules.error)}
          <Button size="xs" variant="default" mt="sm" display="block" onClick={() => void rules.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="sm" data-testid="score-rules-loading" aria-busy="true">
          <VisuallyHidden>{t('campaigns.scoring.loading')}</VisuallyHidden>
          <Skeleton h={16} />
          <Skeleton h={160} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Modal>
  );
}

/** Once a re-scoring ends, the lead lists and dashboards read the new scores. */
function useRescoredLeadsRefresh(running: boolean) {
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) {
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      void queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    }
    wasRunning.current = running;
  }, [running]);
}

type ScoreRulesFormProps = { leadspeekApiId: string; stored: ScoreRulesResponse; onDone: () => void };

function ScoreRulesForm({ leadspeekApiId, stored, onDone }: ScoreRulesFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ScoreRulesDraft>(() => draftOf(stored.rules));
  const [failure, setFailure] = useState<ScoreSaveFailure | null>(null);
  // Empty number fields are marked once Save was pressed, not while the user is still typing.
  const [markEmpty, setMarkEmpty] = useState(false);
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const patternInputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // Each refusal (the server's or an empty field's) takes the focus to the first field it marks, else
  // back to Save (a pressed Save loses the focus while it is disabled).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? saveButton.current)?.focus();
  }, [refusals]);

  const save = useMutation({
    mutationFn: (sent: { body: ScoreRulesBody; keys: number[] }) => saveScoreRules(leadspeekApiId, sent.body),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(scoreRulesKey(leadspeekApiId), answer);
      setDraft(draftOf(answer.rules));
      setMarkEmpty(false);
      notifications.show({ color: 'green', message: t('campaigns.scoring.saved') });
      // Save is disabled now that nothing changed: the focus waits on Close, below the progress.
      closeButton.current?.focus();
    },
    onError: (error, sent) => {
      setFailure(saveFailureOf(error, sent.keys));
      setRefusals((count) => count + 1);
    },
  });

  // The dialog opens on its first field (the rules load after the dialog has placed its focus).
  const firstKey = useRef(draft.pages[0]?.key ?? null);
  useEffect(() => {
    const first = firstKey.current;
    (first === null ? addButton.current : patternInputs.current.get(first))?.focus();
  }, []);
  // A page just added takes the focus in its pattern field.
  useEffect(() => {
    if (focusPage === null) return;
    patternInputs.current.get(focusPage)?.focus();
    setFocusPage(null);
  }, [focusPage]);

  const empty = new Set(markEmpty ? emptyFieldsOf(draft) : []);
  const problemOf = (field: string) =>
    failure?.fields[field] ?? (empty.has(field) ? t('campaigns.scoring.wholeNumber') : null);
  const marked = empty.size > 0 || Object.keys(failure?.fields ?? {}).length > 0;
  const alert = failure?.alert ?? (marked ? t('campaigns.scoring.fixMarked') : null);

  /** A change clears the sentence of the field it was about. */
  const forget = (field: string) =>
    setFailure((current) => {
      if (!current || !(field in current.fields)) return current;
      const { [field]: _gone, ...fields } = current.fields;
      return { ...current, fields };
    });
  const changePage = (key: number, change: Partial<Omit<PageDraft, 'key'>>) => {
    for (const field of Object.keys(change)) forget(pageFieldKey(key, field as 'pattern' | 'points' | 'tag'));
    setDraft((current) => ({
      ...current,
      pages: current.pages.map((page) => (page.key === key ? { ...page, ...change } : page)),
    }));
  };
  const addPage = () => {
    const key = newPageKey();
    setDraft((current) => ({
      ...current,
      pages: [...current.pages, { key, pattern: '', points: NEW_PAGE_POINTS, tag: '' }],
    }));
    setFocusPage(key);
  };
  const removePage = (index: number) => {
    const next = draft.pages[index + 1] ?? draft.pages[index - 1];
    const removed = draft.pages[index];
    if (removed)
      for (const field of ['pattern', 'points', 'tag'] as const) forget(pageFieldKey(removed.key, field));
    setDraft((current) => ({ ...current, pages: current.pages.filter((_, at) => at !== index) }));
    // The removed row's button is gone: the focus moves to a neighbouring row, else to Add a page.
    if (next) setFocusPage(next.key);
    else addButton.current?.focus();
  };
  const submit = () => {
    if (emptyFieldsOf(draft).length > 0) {
      setMarkEmpty(true);
      setRefusals((count) => count + 1);
      return;
    }
    save.mutate({ body: bodyOf(draft), keys: draft.pages.map((page) => page.key) });
  };
  const full = draft.pages.length >= SCORE_LIMITS.pageRules;

  return (
    <Stack gap="md" ref={form}>
      <Text size="sm">{t('campaigns.scoring.intro')}</Text>
      {stored.defaults && (
        <Text size="sm" fw={500} data-testid="score-rules-defaults">
          {t('campaigns.scoring.defaults')}
        </Text>
      )}
      <Fieldset legend={t('campaigns.scoring.pagesTitle')} data-testid="score-rules-pages">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('campaigns.scoring.pagesText')}
          </Text>
          {draft.pages.length === 0 ? (
            <Text size="sm" fs="italic">
              {t('campaigns.scoring.pagesEmpty')}
            </Text>
          ) : (
            <Table verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('campaigns.scoring.page')}</Table.Th>
                  <Table.Th w={110}>{t('campaigns.scoring.points')}</Table.Th>
                  <Table.Th w="30%">{t('campaigns.scoring.tag')}</Table.Th>
                  <Table.Th w={40}>
                    <VisuallyHidden>{t('campaigns.scoring.removeColumn')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draft.pages.map((page, index) => {
                  const number = String(index + 1);
                  return (
                    <Table.Tr key={page.key} data-testid="score-page-row" style={{ verticalAlign: 'top' }}>
                      <Table.Td>
                        <TextInput
                          ref={(element) => {
                            if (element) patternInputs.current.set(page.key, element);
                            else patternInputs.current.delete(page.key);
                          }}
                          aria-label={t('campaigns.scoring.pageLabel', { number })}
                          placeholder="/pricing"
                          value={page.pattern}
                          onChange={(event) => changePage(page.key, { pattern: event.currentTarget.value })}
                          error={problemOf(pageFieldKey(page.key, 'pattern'))}
                          autoComplete="off"
                          spellCheck={false}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={t('campaigns.scoring.pointsLabel', { number })}
                          value={page.points}
                          onChange={(value) => changePage(page.key, { points: numberDraftOf(value) })}
                          min={-SCORE_LIMITS.pagePoints}
                          max={SCORE_LIMITS.pagePoints}
                          allowDecimal={false}
                          error={problemOf(pageFieldKey(page.key, 'points'))}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={t('campaigns.scoring.tagLabel', { number })}
                          placeholder="pricing-page"
                          value={page.tag}
                          onChange={(event) => changePage(page.key, { tag: event.currentTarget.value })}
                          error={problemOf(pageFieldKey(page.key, 'tag'))}
                          maxLength={SCORE_LIMITS.tagLength}
                          autoComplete="off"
                          spellCheck={false}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size="lg"
                          aria-label={t('campaigns.scoring.remove', { number })}
                          onClick={() => removePage(index)}
                        >
                          <CrossIcon width={16} height={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          <Text size="xs" c="dimmed">
            {t('campaigns.scoring.tagHelp')}
          </Text>
          <Group justify="space-between" gap="sm">
            <Button ref={addButton} variant="light" size="sm" onClick={addPage} disabled={full}>
              {t('campaigns.scoring.addPage')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('campaigns.scoring.count', {
                used: String(draft.pages.length),
                limit: String(SCORE_LIMITS.pageRules),
              })}
            </Text>
          </Group>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('campaigns.scoring.othersTitle')} data-testid="score-rules-others">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SCORE_NUMBER_FIELDS.map((field) => (
            <NumberInput
              key={field}
              {...numberFieldText(field, t)}
              value={draft[field]}
              onChange={(value) => {
                forget(field);
                setDraft((current) => ({ ...current, [field]: numberDraftOf(value) }));
              }}
              min={field === 'hot_score' ? 1 : 0}
              max={field === 'hot_score' ? 100 : SCORE_LIMITS.partPoints}
              allowDecimal={false}
              allowNegative={false}
              error={problemOf(field)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      {alert && (
        <Alert color="red" role="alert" data-testid="score-rules-refusal">
          {alert}
        </Alert>
      )}
      {stored.rescore && <RescoreState rescore={stored.rescore} />}
      <Group justify="flex-end">
        <Button ref={closeButton} variant="default" onClick={onDone} disabled={save.isPending}>
          {t('common.close')}
        </Button>
        <Button
          ref={saveButton}
          onClick={submit}
          loading={save.isPending}
          disabled={save.isPending || sameRules(stored.rules, draft)}
        >
          {t('campaigns.scoring.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Each number field's label and the limit it explains. */
function numberFieldText(field: ScoreNumberField, t: TFunction) {
  switch (field) {
    case 'return_visit_points':
      return {
        label: t('campaigns.scoring.returnVisit'),
        description: t('campaigns.scoring.returnVisitHelp', { visits: String(RETURN_VISITS_COUNTED) }),
      };
    case 'minute_points':
      return {
        label: t('campaigns.scoring.minute'),
        description: t('campaigns.scoring.minuteHelp', { cap: String(TIME_POINTS_CAP) }),
      };
    case 'recent_points':
      return {
        label: t('campaigns.scoring.recent', { days: String(RECENT_DAYS) }),
        description: t('campaigns.scoring.recentHelp', { days: String(RECENT_DAYS) }),
      };
    case 'hot_score':
      return { label: t('campaigns.scoring.hotScore'), description: t('campaigns.scoring.hotScoreHelp') };
  }
}

/** "Re-scoring the last 30 days: 120 of 540 leads" with its bar, then that all are scored. */
function RescoreState({ rescore }: { rescore: RescoreProgress }) {
  const { t } = useTranslation();
  const days = String(RESCORE_DAYS);
  const percent = rescore.total > 0 ? Math.round((rescore.done / rescore.total) * 100) : 100;
  const text = rescore.running
    ? t('campaigns.scoring.rescoring', { days, done: String(rescore.done), total: String(rescore.total) })
    : t('campaigns.scoring.rescored', { days });
  return (
    <Stack gap={6} data-testid="score-rules-rescore" data-running={rescore.running}>
      <Text size="sm" data-testid="score-rules-rescore-text">
        {text}
      </Text>
      {/* Read out once it is done, not at every count: the live region is there from the start. */}
      <VisuallyHidden role="status">{rescore.running ? '' : text}</VisuallyHidden>
      <Progress
        value={rescore.running ? percent : 100}
        color={rescore.running ? undefined : 'green'}
        aria-label={text}
        transitionDuration={200}
      />
    </Stack>
  );
}
