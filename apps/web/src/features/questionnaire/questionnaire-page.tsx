// /user/questionnaire and /user/questionnaire-add: a short questionnaire for non-client users (part 1 §2).
import { profileRoutes, questionnaireAllowed } from '@lead/shared';
import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { questionnaire } from '../../i18n/en-profile-setup.ts';
import { call } from '../../lib/api-client.ts';
import { visitorLandingPath } from '../../lib/landing.ts';
import { refreshSession, useCurrentUser } from '../../lib/session.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';

type Question = keyof typeof questionnaire.questions;
type Choices = typeof questionnaire.choices;
/** The label key of one choice; the options are built from these same keys. */
type ChoiceKey = {
  [Q in keyof Choices]: `questionnaire.choices.${Q}.${keyof Choices[Q] & string}`;
}[keyof Choices];
const CHOICES: Record<Exclude<Question, 'heard_about_us'>, string[]> = {
  company_size: Object.keys(questionnaire.choices.company_size),
  monthly_lead_goal: Object.keys(questionnaire.choices.monthly_lead_goal),
  main_channel: Object.keys(questionnaire.choices.main_channel),
};
const EMPTY: Record<Question, string> = {
  company_size: '',
  monthly_lead_goal: '',
  main_channel: '',
  heard_about_us: '',
};

export function QuestionnairePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(EMPTY);
  const [missing, setMissing] = useState<Question[]>([]);
  const save = useMutation({
    mutationFn: () => call(profileRoutes.saveQuestionnaire, { body: { answers } }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await refreshSession();
      void navigate(visitorLandingPath(user));
    },
  });
  // part 1 §2: the questionnaire is not for clients.
  if (!questionnaireAllowed(user.user_type)) return <NotFoundPage />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = (Object.keys(answers) as Question[]).filter((question) => !answers[question].trim());
    setMissing(unanswered);
    if (unanswered.length === 0) save.mutate();
  };
  const errorOf = (question: Question) => (missing.includes(question) ? t('common.required') : undefined);
  const choose = (question: Question) => (value: string | null) =>
    setAnswers((current) => ({ ...current, [question]: value ?? '' }));

  return (
    <>
      <PageHeader title={t('questionnaire.title')} description={t('questionnaire.intro')} />
      <Paper className="wl-box" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((question) => (
              <Select
                key={question}
                label={t(`questionnaire.questions.${question}`)}
                data={CHOICES[question].map((value) => ({
                  value,
                  label: t(`questionnaire.choices.${question}.${value}` as ChoiceKey),
                }))}
                value={answers[question] || null}
                onChange={choose(question)}
                error={errorOf(question)}
              />
            ))}
            <TextInput
              label={t('questionnaire.questions.heard_about_us')}
              value={answers.heard_about_us}
              onChange={(event) => choose('heard_about_us')(event.currentTarget.value)}
              error={errorOf('heard_about_us')}
            />
            <FormAlert error={save.error} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('questionnaire.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
