// The page rules of one Site ID campaign (issue 25 item 3): the pages whose visitors are never
// identified, and the pages a visitor must have seen to become a lead. Each pattern is checked with
// the shared rule as it is added; Save replaces both lists, and a refused pattern shows the server's
// sentence beside it.
import { type CampaignListRow, PAGE_RULE_LIMITS, type PageRules } from '@lead/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Code,
  Fieldset,
  Group,
  Input,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type SVGProps, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineIcon } from '../../components/icons.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { pageRulesKey, readPageRules, savePageRules } from './campaigns-api.ts';
import {
  addPattern,
  PAGE_RULE_LISTS,
  type PageRuleList,
  type PatternRefusal,
  type SaveFailure,
  sameRules,
  saveFailureOf,
} from './page-rules-draft.ts';
import '../../i18n/en-campaigns.ts';

const CrossIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...lineIcon} {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

type PageRulesModalProps = { row: CampaignListRow; onClose: () => void };

export function PageRulesModal({ row, onClose }: PageRulesModalProps) {
  const { t } = useTranslation();
  const rules = useQuery({
    queryKey: pageRulesKey(row.leadspeek_api_id),
    queryFn: () => readPageRules(row.leadspeek_api_id),
    // Always the rules as stored now: another editor may have changed them.
    gcTime: 0,
    staleTime: 0,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('campaigns.pageRules.title', { name: row.campaign_name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {rules.isError ? (
        <Alert color="red" title={t('campaigns.pageRules.loadFailed')} data-testid="page-rules-error">
          {errorMessageOf(rules.error)}
          <Button size="xs" variant="default" mt="sm" display="block" onClick={() => void rules.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : rules.data ? (
        <PageRulesForm leadspeekApiId={row.leadspeek_api_id} saved={rules.data} onDone={onClose} />
      ) : (
        <Stack gap="sm" data-testid="page-rules-loading" aria-busy="true">
          <VisuallyHidden>{t('campaigns.pageRules.loading')}</VisuallyHidden>
          <Skeleton h={16} />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Modal>
  );
}

type PageRulesFormProps = { leadspeekApiId: string; saved: PageRules; onDone: () => void };

function PageRulesForm({ leadspeekApiId, saved, onDone }: PageRulesFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PageRules>(saved);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useMutation({
    mutationFn: (rules: PageRules) => savePageRules(leadspeekApiId, rules),
    onMutate: () => setFailure(null),
    onSuccess: (stored) => {
      queryClient.setQueryData(pageRulesKey(leadspeekApiId), stored);
      notifications.show({ color: 'green', message: t('campaigns.pageRules.saved') });
      onDone();
    },
    onError: (error, sent) => setFailure(saveFailureOf(error, sent)),
  });
  const marked =
    failure !== null &&
    PAGE_RULE_LISTS.some(
      (list) => failure.lists[list] || draft[list].some((pattern) => failure.patterns[list][pattern]),
    );
  const alert = failure?.alert ?? (marked ? t('campaigns.pageRules.fixMarked') : null);

  return (
    <Stack gap="md">
      <Text size="sm">{t('campaigns.pageRules.intro')}</Text>
      <Text size="sm" c="dimmed" data-testid="page-rules-help">
        {t('campaigns.pageRules.help')}
      </Text>
      {PAGE_RULE_LISTS.map((list, index) => (
        <PatternList
          key={list}
          list={list}
          patterns={draft[list]}
          onChange={(patterns) => setDraft((current) => ({ ...current, [list]: patterns }))}
          refused={failure?.patterns[list] ?? {}}
          listRefused={failure?.lists[list] ?? null}
          focusFirst={index === 0}
        />
      ))}
      {alert && (
        <Alert color="red" role="alert" data-testid="page-rules-refusal">
          {alert}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => save.mutate(draft)}
          loading={save.isPending}
          disabled={save.isPending || sameRules(saved, draft)}
        >
          {t('campaigns.pageRules.save')}
        </Button>
      </Group>
    </Stack>
  );
}

type PatternListProps = {
  list: PageRuleList;
  patterns: string[];
  onChange: (patterns: string[]) => void;
  /** The server's sentence for each pattern it refused. */
  refused: Record<string, string>;
  listRefused: string | null;
  focusFirst: boolean;
};

function PatternList({ list, patterns, onChange, refused, listRefused, focusFirst }: PatternListProps) {
  const { t } = useTranslation();
  const [entered, setEntered] = useState('');
  const [refusal, setRefusal] = useState<PatternRefusal | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const rowId = useId();
  // The dialog opens on its first field (the rules load after the dialog has placed its focus).
  useEffect(() => {
    if (focusFirst) input.current?.focus();
  }, [focusFirst]);

  const refusalText = (found: PatternRefusal) =>
    found.problem === 'pattern'
      ? found.sentence
      : found.problem === 'duplicate'
        ? t('campaigns.pageRules.duplicate', { pattern: found.pattern })
        : t('campaigns.pageRules.full', { limit: String(found.limit) });

  const add = () => {
    const result = addPattern(patterns, entered);
    if ('refusal' in result) {
      setRefusal(result.refusal);
      return;
    }
    onChange(result.list);
    setEntered('');
    setRefusal(null);
  };
  const remove = (pattern: string) => {
    onChange(patterns.filter((listed) => listed !== pattern));
    // The removed row's button is gone: the focus waits in the list's field.
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends an input method's composition is the composition's, not an Add.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  return (
    <Fieldset legend={t(`campaigns.pageRules.${list}.title`)} data-testid={`page-rules-${list}`}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t(`campaigns.pageRules.${list}.text`)}
        </Text>
        {patterns.length === 0 ? (
          <Text size="sm" fs="italic">
            {t(`campaigns.pageRules.${list}.empty`)}
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {patterns.map((pattern, index) => {
              const problem = refused[pattern];
              const problemId = `${rowId}-${index}`;
              return (
                <li key={pattern}>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Code style={{ wordBreak: 'break-all' }}>{pattern}</Code>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('campaigns.pageRules.remove', { pattern })}
                      aria-describedby={problem ? problemId : undefined}
                      onClick={() => remove(pattern)}
                    >
                      <CrossIcon width={16} height={16} />
                    </ActionIcon>
                  </Group>
                  {problem && <Input.Error id={problemId}>{problem}</Input.Error>}
                </li>
              );
            })}
          </Stack>
        )}
        <TextInput
          ref={input}
          data-autofocus={focusFirst || undefined}
          label={t(`campaigns.pageRules.${list}.input`)}
          value={entered}
          onChange={(event) => {
            setEntered(event.currentTarget.value);
            setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          error={(refusal && refusalText(refusal)) ?? listRefused}
          autoComplete="off"
          spellCheck={false}
          rightSectionWidth={72}
          rightSectionPointerEvents="all"
          rightSection={
            <Button size="compact-sm" variant="light" onClick={add}>
              {t('campaigns.pageRules.add')}
            </Button>
          }
        />
        <Text size="xs" c="dimmed">
          {t('campaigns.pageRules.count', {
            used: String(patterns.length),
            limit: String(PAGE_RULE_LIMITS.patternsPerList),
          })}
        </Text>
      </Stack>
    </Fieldset>
  );
}
