// Two-factor settings (part 1 §4 "Two-factor"): the choice dialog, and the authenticator setup it leads to.
import { useState } from 'react';
import { GoogleAuthenticatorDialog } from './google-authenticator-dialog.tsx';
import { TwoFactorChoiceDialog } from './two-factor-choice-dialog.tsx';

export function TwoFactorSettings({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [googleSetup, setGoogleSetup] = useState(false);
  // Every change needs the current password: typed once in the choice dialog, used by either save.
  const [currentPassword, setCurrentPassword] = useState('');
  // The authenticator's save refused the password: back to the choice, where it can be typed again.
  const [passwordRefused, setPasswordRefused] = useState<string | null>(null);
  const close = () => {
    setGoogleSetup(false);
    setCurrentPassword('');
    setPasswordRefused(null);
    onClose();
  };
  const onPasswordRefused = (message: string) => {
    setPasswordRefused(message);
    setGoogleSetup(false);
  };
  const onCurrentPasswordChange = (value: string) => {
    setCurrentPassword(value);
    setPasswordRefused(null);
  };
  return (
    <>
      <TwoFactorChoiceDialog
        opened={opened && !googleSetup}
        onClose={close}
        onChooseGoogle={() => setGoogleSetup(true)}
        currentPassword={currentPassword}
        onCurrentPasswordChange={onCurrentPasswordChange}
        passwordRefused={passwordRefused}
      />
      <GoogleAuthenticatorDialog
        opened={opened && googleSetup}
        currentPassword={currentPassword}
        onCancel={() => setGoogleSetup(false)}
        onPasswordRefused={onPasswordRefused}
        onSaved={close}
      />
    </>
  );
}
