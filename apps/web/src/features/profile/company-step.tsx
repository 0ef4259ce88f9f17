// Step 2 of profile setup: the company, with its logo.
import type { ProfileContacts } from '@lead/shared';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AutocompleteField } from '../../components/autocomplete-field.tsx';
import { COUNTRY_OPTIONS } from '../../components/country-options.ts';
import { ContactsFields } from './contacts-fields.tsx';
import { ImageField } from './image-field.tsx';
import { PhoneField } from './phone-field.tsx';
import type { CompanyValues } from './profile-details.ts';
import '../../i18n/en-profile-setup.ts';

type CompanyStepProps = {
  values: CompanyValues;
  onChange: (values: CompanyValues) => void;
  errors: Record<string, string>;
  currentLogo: string | null;
  logo: File | null;
  onLogoChange: (file: File | null) => void;
  contacts: ProfileContacts;
  onContactsChange: (contacts: ProfileContacts) => void;
};

export function CompanyStep({
  values,
  onChange,
  errors,
  currentLogo,
  logo,
  onLogoChange,
  contacts,
  onContactsChange,
}: CompanyStepProps) {
  const { t } = useTranslation();
  const set = (field: keyof CompanyValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [field]: event.currentTarget.value });
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
        <AutocompleteField
          label={t('profileSetup.companyCity')}
          category="city"
          value={values.company_city}
          onChange={(company_city) => onChange({ ...values, company_city })}
          onPick={(result) =>
            onChange({
              ...values,
              company_city: result.name,
              company_state_code: result.detail ?? values.company_state_code,
            })
          }
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
        <AutocompleteField
          label={t('profileSetup.industry')}
          category="industry"
          value={values.industry_name}
          onChange={(industry_name) => onChange({ ...values, industry_name, industry_id: '' })}
          onPick={(result) => onChange({ ...values, industry_name: result.name, industry_id: result.id })}
          error={errors.industry_id ?? errors.industry_name}
        />
      </SimpleGrid>
      <Text fw={600} size="sm">
        {t('profileSetup.contactsTitle')}
      </Text>
      <ContactsFields contacts={contacts} onChange={onContactsChange} errors={errors} />
    </Stack>
  );
}
