// Edit a campaign (issue 14): the wizard's steps as tabs, filled with the stored campaign. Save checks
// every step with the shared rules, then sends only what changed through the update calls (the
// module's own call first, then the generic one). A refusal lands on its field and its tab, and its
// sentence shows in the dialog and as a notice.
import { type CampaignView, campaignHasRun, fillMessage } from '@lead/shared';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { saveFailureMessage } from '../tenants/save-failure.ts';
import {
  campaignSetupKey,
  readCampaign,
  updateCampaign,
  updateLocalCampaign,
  updateLocatorCampaign,
} from './campaign-setup-api.ts';
import { DeliveryStep } from './delivery-step.tsx';
import { EditBasicsStep } from './edit-basics-step.tsx';
import { editPayloadsOf, wizardValuesOf } from './edit-values.ts';
import { ownMessagesOf } from './own-messages.ts';
import { READABLE_DIMMED } from './readable-dimmed.ts';
import { ScheduleStep } from './schedule-step.tsx';
import type { SetValue } from './step-props.ts';
import { TargetingStep } from './targeting-step.tsx';
import {
  firstStepWith,
  type Problems,
  serverProblems,
  stepProblems,
  type WizardStep,
} from './wizard-steps.ts';
import type { WizardValues } from './wizard-values.ts';
import '../../i18n/en-campaign-setup.ts';

const EDIT_STEPS = ['basics', 'targeting', 'delivery', 'schedule'] as const satisfies readonly WizardStep[];
type EditStep = (typeof EDIT_STEPS)[number];

type CampaignEditDialogProps = {
  leadspeekApiId: string;
  campaignName: string;
  opened: boolean;
  onClose: () => void;
};

export function CampaignEditDialog({
  leadspeekApiId,
  campaignName,
  opened,
  onClose,
}: CampaignEditDialogProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  const campaign = useQuery({
    queryKey: [...campaignSetupKey, 'edit', leadspeekApiId],
    queryFn: () => readCampaign(leadspeekApiId),
    enabled: opened,
    // Always the stored campaign as it is now.
    gcTime: 0,
    staleTime: 0,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('campaignSetup.edit.title', { name: campaignName })}
      size="xl"
      fullScreen={narrow}
      style={READABLE_DIMMED}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {campaign.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('campaignSetup.edit.loading')} />
        </Center>
      ) : campaign.isError ? (
        <Alert color="red" role="alert">
          {t('campaignSetup.edit.loadFailed')}
        </Alert>
      ) : (
        <EditForm campaign={campaign.data} onDone={onClose} />
      )}
    </Modal>
  );
}

function EditForm({ campaign, onDone }: { campaign: CampaignView; onDone: () => void }) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const [initial] = useState(() => wizardValuesOf(campaign));
  const [values, setValues] = useState<WizardValues>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [tab, setTab] = useState<EditStep>('basics');
  const [refusal, setRefusal] = useState<string | null>(null);
  const set: SetValue = (key, value) => setValues((current) => ({ ...current, [key]: value }));
  // The price fields sit in Basics here; the server holds the minimum (it answers 422 on CostSet).
  const context = {
    modules: [campaign.leadspeekType],
    choosesClient: false,
    messages: ownMessagesOf(t),
    stored: {
      landingUrl: campaign.urlCode,
      thankYouUrl: campaign.urlCodeThankyou,
      startDate: campaign.startDate,
    },
    setsPrice: facts.user_type !== 'client',
    rootCosts: null,
  };

  const show = (found: Problems) => {
    setProblems(found);
    const step = firstStepWith(found);
    const where = step === 'price' ? 'basics' : step;
    if (where && (EDIT_STEPS as readonly string[]).includes(where)) setTab(where as EditStep);
  };

  const save = useMutation({
    mutationFn: async () => {
      const payloads = editPayloadsOf(initial, values);
      const id = { leadspeekID: campaign.leadspeek_api_id };
      let answer: { message: string } | null = null;
      if (payloads.locator) answer = await updateLocatorCampaign({ ...id, ...payloads.locator });
      if (payloads.local) answer = await updateLocalCampaign({ ...id, ...payloads.local });
      if (payloads.generic) answer = await updateCampaign({ ...id, ...payloads.generic });
      return answer;
    },
    onSuccess: async (answer) => {
      notifications.show(
        answer
          ? {
              color: 'green',
              message: fillMessage('campaignUpdated', { id: campaign.leadspeek_api_id }),
            }
          : { color: 'gray', message: t('campaignSetup.edit.nothingChanged') },
      );
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      onDone();
    },
    onError: (error) => {
      show(serverProblems(fieldErrorsOf(error)));
      const sentence =
        error instanceof ApiError && error.status === 422 ? error.message : saveFailureMessage(error);
      setRefusal(sentence);
      notifications.show({ color: 'red', message: sentence });
    },
  });

  const submit = () => {
    setRefusal(null);
    const found: Problems = Object.assign(
      {},
      ...[...EDIT_STEPS, 'price' as const].map((step) => stepProblems(step, values, context)),
    );
    if (Object.keys(found).length > 0) {
      show(found);
      setRefusal(t('campaignSetup.edit.fixFields'));
      return;
    }
    setProblems({});
    save.mutate();
  };

  const stepProps = { values, set, problems };
  return (
    <Stack gap="md">
      {campaignHasRun(campaign.status) && (
        <Text size="sm" c="dimmed" data-testid="campaign-edit-has-run">
          {t('campaignSetup.edit.hasRun')}
        </Text>
      )}
      <Tabs value={tab} onChange={(value) => value && setTab(value as EditStep)} keepMounted={false}>
        <Tabs.List>
          {EDIT_STEPS.map((step) => (
            <Tabs.Tab key={step} value={step}>
              {t(`campaignSetup.steps.${step}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="basics" pt="md">
          <EditBasicsStep
            {...stepProps}
            clientName={campaign.company_name}
            status={campaign.status}
            mayPrice={facts.user_type !== 'client'}
          />
        </Tabs.Panel>
        <Tabs.Panel value="targeting" pt="md">
          <TargetingStep {...stepProps} />
        </Tabs.Panel>
        <Tabs.Panel value="delivery" pt="md">
          <DeliveryStep {...stepProps} />
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="md">
          <ScheduleStep {...stepProps} />
        </Tabs.Panel>
      </Tabs>
      {refusal && (
        <Alert color="red" role="alert" data-testid="campaign-edit-refusal">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {t('campaignSetup.edit.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('campaignSetup.edit.save')}
        </Button>
      </Group>
    </Stack>
  );
}
