// Suppression (issue 6 point 4): the platform opt-out list, the client-wide exclusion list and the
// campaign's own list, each compared as MD5 of the lower-cased e-mail.

/** The keys of the suppression entries found for a batch: scope, owner and the hashed e-mail. */
export const suppressionKey = (
  scope: 'platform' | 'client' | 'campaign',
  ownerId: number,
  emailMd5: string,
) => `${scope}:${ownerId}:${emailMd5}`;

export function suppressed(
  campaign: { id: number; companyId: number },
  emailMd5: string,
  entries: ReadonlySet<string>,
): boolean {
  return (
    entries.has(suppressionKey('platform', 0, emailMd5)) ||
    entries.has(suppressionKey('client', campaign.companyId, emailMd5)) ||
    entries.has(suppressionKey('campaign', campaign.id, emailMd5))
  );
}
