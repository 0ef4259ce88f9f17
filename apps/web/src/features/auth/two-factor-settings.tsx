// Two-factor settings (part 1 §4 "Two-factor"): the choice dialog, and the authenticator setup it leads to.
import { useState } from 'react';
import { GoogleAuthenticatorDialog } from './google-authenticator-dialog.tsx';
import { TwoFactorChoiceDialog } from './two-factor-choice-dialog.tsx';

export function TwoFactorSettings({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [googleSetup, setGoogleSetup] = useState(false);
  const close = () => {
    setGoogleSetup(false);
    onClose();
  };
  return (
    <>
      <TwoFactorChoiceDialog
        opened={opened && !googleSetup}
        onClose={close}
        onChooseGoogle={() => setGoogleSetup(true)}
      />
      <GoogleAuthenticatorDialog
        opened={opened && googleSetup}
        onCancel={() => setGoogleSetup(false)}
        onSaved={close}
      />
    </>
  );
}
