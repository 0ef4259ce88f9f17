// The profile's contact people (part 1 §3): franchize, franchize director, director, manager, team.
import { CONTACT_ROLES, type ProfileContacts } from '@lead/shared';
import { Accordion, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneField } from './phone-field.tsx';
import '../../i18n/en-profile-setup.ts';

type Role = (typeof CONTACT_ROLES)[number];
type Contact = NonNullable<ProfileContacts[Role]>;

const EMPTY: Contact = { first_name: '', last_name: '', email: '', phone: '', phone_country_code: '' };

type ContactsFieldsProps = {
  contacts: ProfileContacts;
  onChange: (contacts: ProfileContacts) => void;
  errors: Record<string, string>;
};

export function ContactsFields({ contacts, onChange, errors }: ContactsFieldsProps) {
  const { t } = useTranslation();
  const update = (role: Role, change: Partial<Contact>) =>
    onChange({ ...contacts, [role]: { ...EMPTY, ...contacts[role], ...change } });
  return (
    <Accordion variant="separated" chevronPosition="left">
      {CONTACT_ROLES.map((role) => {
        const person = { ...EMPTY, ...contacts[role] };
        const error = (field: string) => errors[`contacts.${role}.${field}`];
        return (
          <Accordion.Item key={role} value={role}>
            <Accordion.Control>{t(`profileSetup.contacts.${role}`)}</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('profileSetup.contacts.firstName')}
                  value={person.first_name}
                  onChange={(event) => update(role, { first_name: event.currentTarget.value })}
                  error={error('first_name')}
                />
                <TextInput
                  label={t('profileSetup.contacts.lastName')}
                  value={person.last_name}
                  onChange={(event) => update(role, { last_name: event.currentTarget.value })}
                  error={error('last_name')}
                />
                <TextInput
                  label={t('profileSetup.contacts.email')}
                  type="email"
                  value={person.email}
                  onChange={(event) => update(role, { email: event.currentTarget.value })}
                  error={error('email')}
                />
              </SimpleGrid>
              <PhoneField
                label={t('profileSetup.contacts.phone')}
                countryLabel={t('profileSetup.contacts.phoneCountry')}
                number={person.phone}
                country={person.phone_country_code}
                onNumberChange={(phone) => update(role, { phone })}
                onCountryChange={(phone_country_code) => update(role, { phone_country_code })}
                error={error('phone')}
              />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
