// A phone number with its country (part 1 §5): the country picks the rules the number is checked by.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { PHONE_COUNTRY_OPTIONS } from '../../components/country-options.ts';

type PhoneFieldProps = {
  label: string;
  countryLabel: string;
  number: string;
  country: string;
  onNumberChange: (number: string) => void;
  onCountryChange: (country: string) => void;
  onBlur?: () => void;
  error?: string;
};

export function PhoneField(props: PhoneFieldProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Select
        label={props.countryLabel}
        data={PHONE_COUNTRY_OPTIONS}
        searchable
        clearable
        value={props.country || null}
        onChange={(country) => props.onCountryChange(country ?? '')}
        onBlur={props.onBlur}
      />
      <TextInput
        label={props.label}
        type="tel"
        autoComplete="tel-national"
        value={props.number}
        onChange={(event) => props.onNumberChange(event.currentTarget.value)}
        onBlur={props.onBlur}
        error={props.error}
      />
    </SimpleGrid>
  );
}
