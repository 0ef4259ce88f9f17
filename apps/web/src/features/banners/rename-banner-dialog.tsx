// Rename a banner set: only its name changes; the rest is saved as it was.
import { type BannerSetRow, bannerSetRequest } from '@lead/shared';
import { Button, Group, Modal, Skeleton, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { bannerSetKey, readBannerSet, requestOf, updateBannerSet } from './banners-api.ts';
import '../../i18n/en-banners.ts';

type RenameBannerDialogProps = { row: BannerSetRow; onClose: () => void; onSaved: () => Promise<unknown> };

export function RenameBannerDialog({ row, onClose, onSaved }: RenameBannerDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(row.name);
  const [problem, setProblem] = useState<string>();
  const saved = useQuery({ queryKey: bannerSetKey(row.id), queryFn: () => readBannerSet(row.id) });
  const save = useMutation({
    mutationFn: () => {
      if (!saved.data) throw new Error('the banner set is not loaded');
      return updateBannerSet(row.id, { ...requestOf(saved.data), name });
    },
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await onSaved();
      onClose();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = bannerSetRequest.shape.name.safeParse(name);
    setProblem(checked.error?.issues[0]?.message);
    if (checked.success) save.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t('banners.renameTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {saved.isPending ? (
            <Skeleton h={56} />
          ) : (
            <TextInput
              label={t('banners.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={problem ?? fieldErrorsOf(save.error).name}
              data-autofocus
            />
          )}
          <FormAlert error={save.error ?? saved.error} fields={['name']} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!saved.data}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
