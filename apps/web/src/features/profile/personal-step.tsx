// Step 1 of profile setup: the person, with a profile picture.
import { PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AutocompleteField } from '../../components/autocomplete-field.tsx';
import { COUNTRY_OPTIONS, callingCodeOf } from '../../components/country-options.ts';
import { ImageField } from './image-field.tsx';
import { PhoneField } from './phone-field.tsx';
import type { PersonalValues } from './profile-details.ts';
import '../../i18n/en-profile-setup.ts';

type PersonalStepProps = {
  values: PersonalValues;
  /** Set when the e-mail differs from the login e-mail: the current password confirms the change. */
  currentPassword: { value: string; onChange: (value: string) => void } | null;
  onChange: (values: PersonalValues) => void;
  errors: Record<string, string>;
  currentPicture: string | null;
  picture: File | null;
  onPictureChange: (file: File | null) => void;
};

export function PersonalStep({
  values,
  currentPassword,
  onChange,
  errors,
  currentPicture,
  picture,
  onPictureChange,
}: PersonalStepProps) {
  const { t } = useTranslation();
  const set = (field: keyof PersonalValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [field]: event.currentTarget.value });
  return (
    <Stack gap="sm">
      <ImageField
        label={t('profileSetup.picture')}
        current={currentPicture}
        file={picture}
        onChange={onPictureChange}
        error={errors.profile_pict ?? errors.file}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.fullName')}
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
      </SimpleGrid>
      {currentPassword && (
        <PasswordInput
          label={t('profileSetup.currentPassword')}
          description={t('profileSetup.currentPasswordHint')}
          autoComplete="current-password"
          value={currentPassword.value}
          onChange={(event) => currentPassword.onChange(event.currentTarget.value)}
          error={errors.current_password}
        />
      )}
      <PhoneField
        label={t('profileSetup.phone')}
        countryLabel={t('profileSetup.phoneCountry')}
        number={values.phonenum}
        country={values.phone_country_code}
        onNumberChange={(phonenum) => onChange({ ...values, phonenum })}
        onCountryChange={(country) =>
          onChange({
            ...values,
            phone_country_code: country,
            phone_country_calling_code: callingCodeOf(country),
          })
        }
        error={errors.phonenum}
      />
      <TextInput
        label={t('profileSetup.address')}
        autoComplete="street-address"
        value={values.address}
        onChange={set('address')}
        error={errors.address}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <AutocompleteField
          label={t('profileSetup.city')}
          category="city"
          value={values.city}
          onChange={(city) => onChange({ ...values, city })}
          onPick={(result) =>
            onChange({ ...values, city: result.name, state_code: result.detail ?? values.state_code })
          }
          error={errors.city}
        />
        <TextInput
          label={t('profileSetup.state')}
          autoComplete="address-level1"
          value={values.state_code}
          onChange={set('state_code')}
          error={errors.state_code}
        />
        <TextInput
          label={t('profileSetup.zip')}
          autoComplete="postal-code"
          value={values.zip}
          onChange={set('zip')}
          error={errors.zip}
        />
      </SimpleGrid>
      <Select
        label={t('profileSetup.country')}
        data={COUNTRY_OPTIONS}
        searchable
        clearable
        value={values.country_code || null}
        onChange={(country) => onChange({ ...values, country_code: country ?? '' })}
        error={errors.country_code}
      />
    </Stack>
  );
}
