// One image (part 1 §5 "Image upload": images only, a single file), checked before it is sent.
import { messages } from '@lead/shared';
import { Avatar, FileInput, Group, Image } from '@mantine/core';
import { useEffect, useState } from 'react';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

type ImageFieldProps = {
  label: string;
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  /** A logo is shown whole, however wide; a photo fills its square (the default). */
  whole?: boolean;
};

export function ImageField({ label, current, file, onChange, error, whole = false }: ImageFieldProps) {
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    // A data: URL, as the Content-Security-Policy allows data: images but not blob: ones.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  const choose = (chosen: File | null) => {
    if (chosen && !IMAGE_TYPES.includes(chosen.type)) return setProblem(messages.uploadNotImage);
    if (chosen && chosen.size > MAX_IMAGE_BYTES) return setProblem(messages.uploadTooLarge);
    setProblem(undefined);
    onChange(chosen);
  };

  const shown = preview ?? current;
  return (
    <Group align="flex-end" wrap="nowrap">
      {whole && shown ? (
        <Image src={shown} h={56} w="auto" maw={200} fit="contain" radius="md" alt="" />
      ) : (
        <Avatar src={shown} size={56} radius="md" alt="" />
      )}
      <FileInput
        label={label}
        accept={IMAGE_TYPES.join(',')}
        clearable
        value={file}
        onChange={choose}
        error={problem ?? error}
        flex={1}
      />
    </Group>
  );
}
