import { Avatar, Group, Image, Skeleton, Text } from '@mantine/core';
import { InitialLetter } from './initial-letter.tsx';

type BrandMarkProps = {
  name: string | null | undefined;
  logo: string | null | undefined;
  loading?: boolean;
  /** Hide the name on narrow screens (the signed-in header is crowded there). */
  compact?: boolean;
  color?: string;
};

/** The white-label logo and company name; without a logo, the name's initial stands in. */
export function BrandMark({ name, logo, loading = false, compact = false, color }: BrandMarkProps) {
  // Still: the sign-in page is drawn with it at build time, and a pulse there kept the compositor
  // drawing frames until the brand came, on the CPU the page's start needed (bench:web).
  if (loading) return <Skeleton height={32} width={180} radius="sm" animate={false} />;
  return (
    <Group gap="sm" wrap="nowrap">
      {logo ? (
        <Image src={logo} alt="" h={32} w="auto" fit="contain" radius="sm" bg="white" p={2} />
      ) : (
        <Avatar radius="sm" color="brand" variant="filled" aria-hidden>
          <InitialLetter name={name} />
        </Avatar>
      )}
      {name && (
        <Text fw={700} size="lg" c={color} visibleFrom={compact ? 'sm' : undefined} lineClamp={1}>
          {name}
        </Text>
      )}
    </Group>
  );
}
