// A banner's picture, drawn by the server: fetched with the session's token (an <img> link would carry
// none) and shown from an object URL that is freed when the picture changes or leaves the page. A
// refused preview says why (a chosen background that is no PNG or JPEG).
import { BANNER_MESSAGES, type BannerSize, bannerDimensions } from '@lead/shared';
import { Box, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fieldErrorsOf } from '../../lib/api-error.ts';

type BannerPictureProps = {
  size: BannerSize;
  /** What decides the picture: a change of key fetches it again. */
  pictureKey: readonly unknown[];
  fetchPicture: (signal: AbortSignal) => Promise<Blob>;
  /** The alternative text: what the banner says. */
  alt: string;
  /** Shown at most this wide (the picture keeps its proportions). */
  maxWidth?: number;
};

export function BannerPicture({ size, pictureKey, fetchPicture, alt, maxWidth }: BannerPictureProps) {
  const { width, height } = bannerDimensions(size);
  const picture = useQuery({
    queryKey: ['banner-picture', ...pictureKey],
    queryFn: ({ signal }) => fetchPicture(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const shownWidth = Math.min(width, maxWidth ?? width);
  const shownHeight = Math.round((height * shownWidth) / width);
  if (picture.isError)
    return (
      <Box w={shownWidth} h={shownHeight} className="wl-box" p={4}>
        <Text size="xs" c="red">
          {Object.values(fieldErrorsOf(picture.error))[0] ?? BANNER_MESSAGES.pictureNotDrawn}
        </Text>
      </Box>
    );
  if (!url) return <Skeleton w={shownWidth} maw="100%" h={shownHeight} />;
  // Never wider than its box: a 970-wide size shrinks to the card, keeping its proportions.
  return (
    <img
      src={url}
      alt={alt}
      width={shownWidth}
      height={shownHeight}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    />
  );
}
