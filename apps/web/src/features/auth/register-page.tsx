// Registration (part 1 §7 POST /register): a client on an agency host, an agency on the platform host.
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { currentHost, useDomainInfo } from '../../lib/domain-info.ts';
import { signIn } from '../../lib/session.tsx';
import { register } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';

const FIELD_NAMES = ['companyname', 'name', 'email', 'phonenum', 'password'];

type Fields = {
  companyname: string;
  name: string;
  email: string;
  phonenum: string;
  password: string;
  refcode: string;
};

/** `/agency-register` always registers an agency; `/register` follows the host (root: agency, else client). */
export function RegisterPage({ agencyRoute = false }: { agencyRoute?: boolean }) {
  const domain = useDomainInfo();
  const { referralCode } = useParams();
  if (!agencyRoute && domain.isPending) return <PageLoader />;
  const registersAgency = agencyRoute || domain.data?.rootcomp === 'T';
  return (
    <RegisterForm
      userType={registersAgency ? 'userdownline' : 'client'}
      initialReferral={referralCode ?? ''}
    />
  );
}

function RegisterForm({
  userType,
  initialReferral,
}: {
  userType: 'client' | 'userdownline';
  initialReferral: string;
}) {
  const { t } = useTranslation();
  const domain = useDomainInfo();
  const [fields, setFields] = useState<Fields>({
    companyname: '',
    name: '',
    email: '',
    phonenum: '',
    password: '',
    refcode: initialReferral,
  });
  const set = (name: keyof Fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const submit = useMutation({
    mutationFn: () =>
      register({
        companyname: fields.companyname,
        name: fields.name,
        email: fields.email,
        phonenum: fields.phonenum.trim() || null,
        password: fields.password,
        gtoken: null,
        userType,
        domainName: currentHost(),
        ownedcompanyid: domain.data ? String(domain.data.company_id) : null,
        idsys: domain.data ? String(domain.data.idsys) : null,
        refcode: userType === 'userdownline' ? fields.refcode.trim() || null : null,
      }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      signIn(answer.access_token);
    },
  });
  const errors = fieldErrorsOf(submit.error);
  const isAgency = userType === 'userdownline';
  const shownFields = isAgency ? [...FIELD_NAMES, 'refcode'] : FIELD_NAMES;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };

  return (
    <AuthCard
      title={isAgency ? t('register.agencyTitle') : t('register.clientTitle')}
      intro={isAgency ? t('register.agencyIntro') : t('register.clientIntro')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.companyName')}
            autoComplete="organization"
            value={fields.companyname}
            onChange={set('companyname')}
            error={errors.companyname}
          />
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            value={fields.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextInput
            label={t('fields.phone')}
            description={t('register.phoneHint')}
            type="tel"
            autoComplete="tel"
            value={fields.phonenum}
            onChange={set('phonenum')}
            error={errors.phonenum}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="new-password"
            value={fields.password}
            onChange={set('password')}
            error={errors.password}
          />
          {isAgency && (
            <TextInput
              label={t('fields.referralCode')}
              value={fields.refcode}
              onChange={set('refcode')}
              error={errors.refcode}
            />
          )}
          <FormAlert error={submit.error} fields={shownFields} />
          <Button type="submit" fullWidth loading={submit.isPending}>
            {t('register.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('register.consentBefore')}{' '}
            <Anchor component={Link} to="/term-of-use" size="xs" className="wl-link">
              {t('legal.termOfUse')}
            </Anchor>{' '}
            {t('register.consentAnd')}{' '}
            <Anchor component={Link} to="/privacy-policy" size="xs" className="wl-link">
              {t('legal.privacyPolicy')}
            </Anchor>
            .
          </Text>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login" className="wl-link">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
