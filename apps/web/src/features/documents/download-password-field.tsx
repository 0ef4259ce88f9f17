// The password asked again before leads (personal data) are handed out (the spec's download-auth),
// with the server's refusal under it: the dashboard's "Download CSV" and the download link's page.
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import '../../i18n/en-documents.ts';

type DownloadPasswordFieldProps = {
  value: string;
  onChange: (password: string) => void;
  /** The download's error, if it was refused. */
  error: unknown;
};

export function DownloadPasswordField({ value, onChange, error }: DownloadPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('documents.password')}
        description={t('documents.passwordHint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={fieldErrorsOf(error).pwd}
        autoComplete="current-password"
        required
        data-autofocus
      />
      <FormAlert error={error} fields={['pwd']} />
    </>
  );
}
