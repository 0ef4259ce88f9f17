// A Site ID row's pixel state in the campaign table (issue 25 item 6): a badge whose tooltip, on
// hover or keyboard focus, says where the pixel was last seen. Nothing while it loads or if it fails:
// the embed-code dialog says why.
import { Badge, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pixelStatusKey, readPixelStatus } from './campaigns-api.ts';
import { pixelStatusWords } from './pixel-status-words.ts';

export function PixelStatusBadge({ leadspeekApiId }: { leadspeekApiId: string }) {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: pixelStatusKey(leadspeekApiId),
    queryFn: () => readPixelStatus(leadspeekApiId),
    staleTime: 60_000,
  });
  if (status.isError || !status.data) return null;
  const words = pixelStatusWords(status.data, t, new Date());
  return (
    <Tooltip
      label={
        <Stack gap={4}>
          {[words.summary, ...words.elsewhere].map((line) => (
            <Text key={line} size="xs">
              {line}
            </Text>
          ))}
        </Stack>
      }
      multiline
      maw={320}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <UnstyledButton
        data-testid="pixel-status-badge"
        data-state={status.data.state}
        style={{ borderRadius: 4 }}
      >
        <Badge
          size="sm"
          variant="light"
          color={words.color}
          // Never cut, like the status badge above it.
          styles={{ root: { minWidth: 'max-content', cursor: 'help' }, label: { overflow: 'visible' } }}
        >
          {words.badge}
        </Badge>
      </UnstyledButton>
    </Tooltip>
  );
}
