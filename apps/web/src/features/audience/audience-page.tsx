// /Audience, the Campaign Audience List (issue 5 point 6; part 2 §3–§5, §7 "Audience data"): a client
// queues lead-count estimates for keywords × a target location and follows them to a result;
// agencies and platform staff do it for one of their clients, chosen first.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { ClientPicker, useClientChoice } from './client-picker.tsx';
import { CountForm } from './count-form.tsx';
import { CountList } from './count-list.tsx';
import '../../i18n/en-audience.ts';

export function AudiencePage() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const choosesClient = facts.user_type !== 'client';
  // Sales people follow their agencies' clients' counts; they do not queue counts.
  const mayQueue = facts.user_type !== 'sales';
  const choice = useClientChoice(choosesClient);
  const { clientId } = choice;

  return (
    <>
      <PageHeader title={t('audience.title')} description={t('audience.intro')} />
      {choosesClient && <ClientPicker choice={choice} />}
      {clientId !== null && (
        <>
          {mayQueue && <CountForm key={clientId} clientId={clientId} />}
          <CountList key={`list-${clientId}`} clientId={clientId} withActions={mayQueue} />
        </>
      )}
    </>
  );
}
