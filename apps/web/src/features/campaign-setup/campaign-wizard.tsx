// The six steps of Build Your Campaign. Next checks the current step with the shared rules and
// stays put while anything is wrong; Back keeps every value. Save creates the draft campaign and a
// 422 answer is shown on its fields, on the first step that holds one. Until then the work is kept
// as a draft in this tab (reload, the browser's Back) and leaving asks first (issue 23 point 6).
import { fillMessage, type LeadModuleKind } from '@lead/shared';
import { Alert, Button, Group, Paper, Stepper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RefusalAnnouncement, useRefusedStep } from '../../components/refused-step.tsx';
import { StepperWithCurrent } from '../../components/stepper-with-current.tsx';
import { ApiError, fieldErrorsOf } from '../../lib/api-error.ts';
import { notifyFailure } from '../../lib/failure-toast.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { moduleCampaignPath } from '../../lib/shell-paths.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { saveFailureMessage } from '../tenants/save-failure.ts';
import { B2bAgreementGate } from './b2b-agreement-gate.tsx';
import { BasicsStep } from './basics-step.tsx';
import { campaignPriceText } from './campaign-price-text.ts';
import { campaignSetupKey, createCampaign, listGroups } from './campaign-setup-api.ts';
import { DeliveryStep } from './delivery-step.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { ownMessagesOf } from './own-messages.ts';
import { PriceStep } from './price-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { ScheduleStep } from './schedule-step.tsx';
import type { SetValue } from './step-props.ts';
import { TargetingStep } from './targeting-step.tsx';
import { useAgencyPricing } from './use-campaign-price.ts';
import type { WizardChoices } from './use-wizard-choices.ts';
import { clearDraft, hasWork, readDraft, writeDraft } from './wizard-draft.ts';
import {
  firstStepWith,
  type Problems,
  serverProblems,
  stepOfField,
  stepProblems,
  WIZARD_STEPS,
  type WizardStep,
} from './wizard-steps.ts';
import { createPayloadOf, emptyWizardValues, type WizardValues } from './wizard-values.ts';
import '../../i18n/en-campaign-setup.ts';

type CampaignWizardProps = { choices: WizardChoices; initialModule: LeadModuleKind | null };

export function CampaignWizard({ choices, initialModule }: CampaignWizardProps) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const user = useCurrentUser();
  const navigate = useNavigate();
  // A draft of this user (from before a reload or Back) wins over a fresh start.
  const [restored] = useState(() => readDraft(sessionStorage, user.id));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [values, setValues] = useState<WizardValues>(
    () => restored?.values ?? emptyWizardValues(initialModule),
  );
  const [active, setActive] = useState(() => Math.min(restored?.active ?? 0, WIZARD_STEPS.length - 1));
  /** Set once the campaign is saved: the draft is gone and the move to its list is not asked about. */
  const saved = useRef(false);
  const work = hasWork(values, active);
  useEffect(() => {
    if (saved.current) return;
    if (work) writeDraft(sessionStorage, user.id, { values, active });
    else clearDraft(sessionStorage, user.id);
  }, [values, active, work, user.id]);
  const discardDraft = () => {
    clearDraft(sessionStorage, user.id);
    setShowRestored(false);
    setValues(emptyWizardValues(initialModule));
    setActive(0);
    setProblems({});
    setChecking(false);
  };
  const [problems, setProblems] = useState<Problems>({});
  /** After a refused Next the step's problems follow every change, so they clear as they are fixed;
   * otherwise `problems` holds the server's answer to Save. */
  const [checking, setChecking] = useState(false);
  const refusal = useRefusedStep();

  const client = choices.clientById(values.clientCompanyId);
  const step = WIZARD_STEPS[active] as WizardStep;
  const own = ownMessagesOf(t);
  const pricing = useAgencyPricing(values, client);
  const context = {
    modules: choices.modulesFor(client),
    choosesClient: choices.choosesClient,
    messages: own,
    setsPrice: choices.choosesClient,
    rootCosts: pricing.rootCosts,
  };
  // Once the client (and so the agency) is known: the agency's default term when it offers it, else
  // the first term it offers.
  const terms = choices.termsFor(client);
  const startTerm =
    pricing.defaultTerm && terms.includes(pricing.defaultTerm) ? pricing.defaultTerm : terms[0];
  if (values.paymentTerm === null && startTerm && (!choices.choosesClient || client) && !pricing.loading)
    setValues((current) => ({ ...current, paymentTerm: startTerm }));

  const set: SetValue = (key, value) => setValues((current) => ({ ...current, [key]: value }));
  const shownProblems = checking ? stepProblems(step, values, context) : problems;

  const groupOwner = choices.choosesClient ? values.clientCompanyId : user.company_id;
  const groups = useQuery({
    queryKey: [...campaignSetupKey, 'groups', groupOwner, values.module],
    queryFn: () => listGroups(groupOwner ?? 0, values.module as LeadModuleKind),
    enabled: groupOwner !== null && values.module !== null,
  });
  const groupName = groups.data?.find((group) => group.companyGroupID === values.companyGroupId);

  const save = useSubmission({
    mutationFn: () => createCampaign(createPayloadOf(values)),
    onSuccess: async (answer) => {
      const { campaign } = answer;
      const price = campaignPriceText(
        {
          platformFeeCents: campaign.platform_fee_cents,
          minCostCents: campaign.min_cost_cents,
          costPerLeadCents: campaign.cost_per_lead_cents,
        },
        campaign.PaymentTerm as NonNullable<WizardValues['paymentTerm']>,
      );
      notifications.show({
        color: 'green',
        title: fillMessage('campaignDraftSaved', { id: campaign.leadspeek_api_id }),
        message: t('campaignSetup.review.savedAs', { id: campaign.leadspeek_api_id, price }),
      });
      saved.current = true;
      clearDraft(sessionStorage, user.id);
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      void navigate(moduleCampaignPath(facts, campaign.leadspeekType));
    },
    onError: (error) => {
      const found = serverProblems(fieldErrorsOf(error));
      const where = firstStepWith(found);
      setProblems(found);
      if (where) setActive(WIZARD_STEPS.indexOf(where));
      // The wizard shows each field's error at its step: a toast says only what no step can show.
      notifyFailure(
        error,
        (field) => stepOfField(field) !== 'review',
        (failure) =>
          failure instanceof ApiError && failure.status === 422
            ? failure.message
            : saveFailureMessage(failure),
      );
    },
  });

  const next = () => {
    const found = stepProblems(step, values, context);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setChecking(true);
      refusal.refuse();
      return;
    }
    setChecking(false);
    refusal.accept();
    setActive((current) => Math.min(current + 1, WIZARD_STEPS.length - 1));
  };
  const goTo = (index: number) => {
    setChecking(false);
    setProblems({});
    setActive(index);
  };

  const stepProps = { values, set, problems: shownProblems };
  return (
    <Paper className="wl-box" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} ref={refusal.container}>
      <RefusalAnnouncement refusals={refusal.refusals} />
      <LeaveGuard when={work && !save.isPending && !save.isSuccess} />
      {showRestored && (
        <Alert color="blue" mb="md" withCloseButton onClose={() => setShowRestored(false)}>
          <Group justify="space-between">
            {t('campaignSetup.draft.restored')}
            <Button size="xs" variant="default" onClick={discardDraft}>
              {t('campaignSetup.draft.discard')}
            </Button>
          </Group>
        </Alert>
      )}
      <B2bAgreementGate module={values.module} onDeclined={() => set('module', null)} />
      <StepperWithCurrent
        active={active}
        onStepClick={(index) => index < active && goTo(index)}
        allowNextStepsSelect={false}
        size="sm"
      >
        <Stepper.Step
          label={t('campaignSetup.steps.basics')}
          description={t(`campaignSetup.steps.${choices.choosesClient ? 'basicsText' : 'basicsTextOwn'}`)}
        >
          <BasicsStep {...stepProps} choices={choices} client={client} />
        </Stepper.Step>
        <Stepper.Step
          label={t('campaignSetup.steps.price')}
          description={t(`campaignSetup.steps.${choices.choosesClient ? 'priceText' : 'priceTextOwn'}`)}
        >
          <PriceStep {...stepProps} client={client} pricing={pricing} setsPrice={context.setsPrice} />
        </Stepper.Step>
        <Stepper.Step
          label={t('campaignSetup.steps.targeting')}
          description={t('campaignSetup.steps.targetingText')}
        >
          <TargetingStep {...stepProps} />
        </Stepper.Step>
        <Stepper.Step
          label={t('campaignSetup.steps.delivery')}
          description={t('campaignSetup.steps.deliveryText')}
        >
          <DeliveryStep {...stepProps} />
        </Stepper.Step>
        <Stepper.Step
          label={t('campaignSetup.steps.schedule')}
          description={t('campaignSetup.steps.scheduleText')}
        >
          <ScheduleStep {...stepProps} />
        </Stepper.Step>
        <Stepper.Step
          label={t('campaignSetup.steps.review')}
          description={t('campaignSetup.steps.reviewText')}
        >
          <ReviewStep values={values} client={client} groupName={groupName?.companyGroupName ?? null} />
        </Stepper.Step>
      </StepperWithCurrent>
      <Group justify="space-between" mt="xl">
        <Button variant="default" onClick={() => goTo(active - 1)} disabled={active === 0 || save.isPending}>
          {t('campaignSetup.nav.back')}
        </Button>
        {step === 'review' ? (
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {t('campaignSetup.nav.save')}
          </Button>
        ) : (
          // The chosen client's payment terms arrive with its agency's prices: Next waits for them,
          // so a quick click is not refused for a term about to be filled in.
          <Button onClick={next} loading={step === 'basics' && pricing.loading}>
            {t('campaignSetup.nav.next')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
