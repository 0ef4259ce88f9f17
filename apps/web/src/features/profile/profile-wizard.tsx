// Profile setup (part 1 §2, §4): person, company, the card when one is needed, then Finish marks the
// setup complete and lands where the route guard says. A step moves forward only when it is valid.

import type { ProfileContacts } from '@lead/shared';
import { cardRequired, messages } from '@lead/shared';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { StepperWithCurrent } from '../../components/stepper-with-current.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { visitorLandingPath } from '../../lib/landing.ts';
import { refreshSession, useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { CardStep } from './card-step.tsx';
import { CompanyStep } from './company-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { markSetupComplete, updateProfile } from './profile-api.ts';
import { companyProblems, personalProblems, profileForm, type StepProblems } from './profile-checks.ts';
import { COMPANY_FIELDS, companyValuesOf, PERSONAL_FIELDS, personalValuesOf } from './profile-details.ts';
import '../../i18n/en-profile-setup.ts';

/** Contacts travel in the step 2 form as one JSON field. */
function withContacts(form: FormData, contacts: ProfileContacts): FormData {
  form.append('contacts', JSON.stringify(contacts));
  return form;
}

export function ProfileWizard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { facts } = useShell();
  const navigate = useNavigate();
  // Decided once: a user whose missing card alone holds them on profile setup gets the card step,
  // and saving the card must not make the step vanish under them.
  const [withCardStep] = useState(() => !facts.cardSetUp && cardRequired(facts));
  const [active, setActive] = useState(0);
  const [personal, setPersonal] = useState(() => ({
    ...personalValuesOf(user),
    name: user.name,
    email: user.email,
  }));
  const [company, setCompany] = useState(() => ({
    ...companyValuesOf(user),
    company_name: user.company_name,
  }));
  const [contacts, setContacts] = useState<ProfileContacts>(() => user.contacts ?? {});
  const [currentPassword, setCurrentPassword] = useState('');
  const emailChanged = personal.email.trim().toLowerCase() !== user.email.toLowerCase();
  const [picture, setPicture] = useState<File | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [problems, setProblems] = useState<StepProblems>({});
  const [cardSaved, setCardSaved] = useState(false);

  const saveStep = useMutation({ mutationFn: updateProfile, onSuccess: () => refreshSession() });
  const [finished, setFinished] = useState(false);
  const finish = useMutation({
    mutationFn: async () => {
      const answer = await markSetupComplete();
      await refreshSession();
      return answer;
    },
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      setFinished(true);
    },
  });
  // The way out is taken once this page renders with the refreshed user and facts: navigating as
  // soon as the refresh resolved, the next page could still render with the facts from before it
  // (the cache tells its readers a moment later), and the forced-page rule sent the user back here.
  const setupDone = user.profile_setup_completed === 'T' && facts.profile_setup_completed === 'T';
  useEffect(() => {
    if (finished && setupDone) void navigate(visitorLandingPath(user), { replace: true });
  }, [finished, setupDone, user, navigate]);

  const goTo = (step: number) => {
    saveStep.reset();
    setProblems({});
    setActive(step);
  };
  const next = () => {
    const isPersonal = active === 0;
    const found = isPersonal ? personalProblems(personal) : companyProblems(company);
    if (isPersonal && emailChanged && !currentPassword)
      found.current_password = messages.currentPasswordRequired;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const form = isPersonal
      ? profileForm('1', personal, { field: 'profile_pict', file: picture })
      : withContacts(profileForm('2', company, { field: 'company_logo', file: logo }), contacts);
    if (isPersonal && emailChanged) form.append('current_password', currentPassword);
    saveStep.mutate(form, {
      onSuccess: () => (isPersonal || withCardStep ? goTo(active + 1) : finish.mutate()),
    });
  };

  const errors = { ...fieldErrorsOf(saveStep.error), ...problems };
  const shownFields = [
    ...(active === 0 ? [...PERSONAL_FIELDS, 'current_password'] : COMPANY_FIELDS),
    'profile_pict',
    'company_logo',
    'file',
  ];
  const lastStep = withCardStep ? 2 : 1;
  const working = saveStep.isPending || finish.isPending;

  return (
    <Stack gap="lg">
      <StepperWithCurrent active={active} onStepClick={goTo} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={t('profileSetup.personalStep')}>
          <PersonalStep
            values={personal}
            currentPassword={emailChanged ? { value: currentPassword, onChange: setCurrentPassword } : null}
            onChange={setPersonal}
            errors={errors}
            currentPicture={user.profile_pict}
            picture={picture}
            onPictureChange={setPicture}
          />
        </Stepper.Step>
        <Stepper.Step label={t('profileSetup.companyStep')}>
          <CompanyStep
            values={company}
            onChange={setCompany}
            errors={errors}
            currentLogo={user.company_logo}
            logo={logo}
            onLogoChange={setLogo}
            contacts={contacts}
            onContactsChange={setContacts}
          />
        </Stepper.Step>
        {withCardStep && (
          <Stepper.Step label={t('profileSetup.cardStep')}>
            <CardStep saved={cardSaved} onSaved={() => setCardSaved(true)} />
          </Stepper.Step>
        )}
      </StepperWithCurrent>
      <FormAlert error={saveStep.error ?? finish.error} fields={shownFields} />
      <Group justify="space-between">
        <Button variant="default" onClick={() => goTo(active - 1)} disabled={active === 0 || working}>
          {t('profileSetup.back')}
        </Button>
        {active < lastStep || (active === lastStep && !withCardStep) ? (
          <Button onClick={next} loading={working}>
            {active === lastStep ? t('profileSetup.finish') : t('profileSetup.next')}
          </Button>
        ) : (
          <Button onClick={() => finish.mutate()} loading={finish.isPending} disabled={!cardSaved}>
            {t('profileSetup.finish')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
