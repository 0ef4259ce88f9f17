// A list row's two actions, named after the row: edit (or rename) and remove.
import { ActionIcon, Group } from '@mantine/core';
import { PencilIcon, TrashIcon } from '../../components/action-icons.tsx';

type Props = { editLabel: string; removeLabel: string; onEdit: () => void; onRemove: () => void };

export function EditRemoveActions({ editLabel, removeLabel, onEdit, onRemove }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
        <PencilIcon />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={removeLabel} onClick={onRemove}>
        <TrashIcon />
      </ActionIcon>
    </Group>
  );
}
