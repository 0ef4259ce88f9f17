// A copy button named by what it copies, its name beginning with the word it shows, Copy or then
// Copied (WCAG 2.5.3, label in name): the pair is kept in one place for every screen that copies.
import { Button, type ButtonProps, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type NamedCopyButtonProps = Omit<ButtonProps, 'children' | 'color'> & {
  value: string;
  /** The button's name, Copy… or (for the moment it shows Copied) Copied…. */
  name: (copied: boolean) => string;
  /** Its colour while it shows Copied. */
  copiedColor?: string;
};

export function NamedCopyButton({ value, name, copiedColor, ...button }: NamedCopyButtonProps) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button {...button} onClick={copy} color={copied ? copiedColor : undefined} aria-label={name(copied)}>
          {t(copied ? 'common.copied' : 'common.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
