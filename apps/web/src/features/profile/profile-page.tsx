// /user/profile: the signed-in user's profile, read only; editing goes through the setup wizard.
import { roleName } from '@lead/shared';
import { Avatar, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { companyValuesOf, personalValuesOf } from './profile-details.ts';
import '../../i18n/en-profile-setup.ts';
import { InitialLetter } from '../../components/initial-letter.tsx';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const person = personalValuesOf(user);
  const company = companyValuesOf(user);
  const phone = [person.phone_country_calling_code, person.phonenum].filter(Boolean).join(' ');
  const place = [person.address, person.city, person.state_code, person.zip, person.country_code]
    .filter(Boolean)
    .join(', ');
  const edit = (
    <Button component={Link} to="/user/profile-setup-v1" variant="light">
      {t('profile.edit')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('profile.title')} actions={edit} />
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={980}>
        <Paper className="wl-box" withBorder radius="md" p="lg">
          <Group mb="md">
            <Avatar src={user.profile_pict} size={64} radius="xl" alt="">
              <InitialLetter name={user.name} />
            </Avatar>
            <Stack gap={0}>
              <Title order={2} size="h4">
                {user.name}
              </Title>
              <Text c="dimmed">{roleName(user.user_type)}</Text>
            </Stack>
          </Group>
          <Stack gap="sm">
            <Line label={t('fields.email')} value={user.email} />
            <Line label={t('profileSetup.phone')} value={phone} />
            <Line label={t('profileSetup.address')} value={place} />
          </Stack>
        </Paper>
        <Paper className="wl-box" withBorder radius="md" p="lg">
          <Group mb="md">
            {user.company_logo && <Image src={user.company_logo} alt="" h={48} w="auto" fit="contain" />}
            <Title order={2} size="h4">
              {user.company_name}
            </Title>
          </Group>
          <Stack gap="sm">
            <Line label={t('profileSetup.companyEmail')} value={company.company_email} />
            <Line label={t('profileSetup.companyPhone')} value={company.company_phone} />
            <Line label={t('profileSetup.industry')} value={company.industry_name} />
          </Stack>
        </Paper>
      </SimpleGrid>
    </>
  );
}
