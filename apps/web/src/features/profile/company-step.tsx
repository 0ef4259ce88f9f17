// Step 2 of profile setup: the company, with its logo.
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRY_OPTIONS } from '../../components/country-options.ts';
import { en } from '../../i18n/en.ts';
import { ImageField } from './image-field.tsx';
import { PhoneField } from './phone-field.tsx';
import type { CompanyValues } from './profile-details.ts';

type CompanyStepProps = {
  values: CompanyValues;
  onChange: (values: CompanyValues) => void;
  errors: Record<string, string>;
  currentLogo: string | null;
  logo: File | null;
  onLogoChange: (file: File | null) => void;
};

const INDUSTRY_IDS = Object.keys(en.industries) as (keyof typeof en.industries)[];

export function CompanyStep({ values, onChange, errors, currentLogo, logo, onLogoChange }: CompanyStepProps) {
  const { t } = useTranslation();
  const set = (field: keyof CompanyValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [field]: event.currentTarget.value });
  const industries = INDUSTRY_IDS.map((id) => ({ value: id, label: t(`industries.${id}`) }));
  return (
    <Stack gap="sm">
      <ImageField
        label={t('profileSetup.logo')}
        current={currentLogo}
        file={logo}
        onChange={onLogoChange}
        error={errors.company_logo ?? errors.file}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.companyName')}
          autoComplete="organization"
          value={values.company_name}
          onChange={set('company_name')}
          error={errors.company_name}
        />
        <TextInput
          label={t('profileSetup.companyEmail')}
          type="email"
          value={values.company_email}
          onChange={set('company_email')}
          error={errors.company_email}
        />
      </SimpleGrid>
      <PhoneField
        label={t('profileSetup.companyPhone')}
        countryLabel={t('profileSetup.companyPhoneCountry')}
        number={values.company_phone}
        country={values.company_phone_country_code}
        onNumberChange={(company_phone) => onChange({ ...values, company_phone })}
        onCountryChange={(country) => onChange({ ...values, company_phone_country_code: country })}
        error={errors.company_phone}
      />
      <TextInput
        label={t('profileSetup.companyAddress')}
        value={values.company_address}
        onChange={set('company_address')}
        error={errors.company_address}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('profileSetup.companyCity')}
          value={values.company_city}
          onChange={set('company_city')}
          error={errors.company_city}
        />
        <TextInput
          label={t('profileSetup.companyState')}
          value={values.company_state_code}
          onChange={set('company_state_code')}
          error={errors.company_state_code}
        />
        <TextInput
          label={t('profileSetup.companyZip')}
          value={values.company_zip}
          onChange={set('company_zip')}
          error={errors.company_zip}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('profileSetup.companyCountry')}
          data={COUNTRY_OPTIONS}
          searchable
          clearable
          value={values.company_country_code || null}
          onChange={(country) => onChange({ ...values, company_country_code: country ?? '' })}
          error={errors.company_country_code}
        />
        <Select
          label={t('profileSetup.industry')}
          data={industries}
          searchable
          clearable
          value={values.industry_id || null}
          onChange={(id) =>
            onChange({
              ...values,
              industry_id: id ?? '',
              industry_name: industries.find((option) => option.value === id)?.label ?? '',
            })
          }
          error={errors.industry_id}
        />
      </SimpleGrid>
    </Stack>
  );
}
