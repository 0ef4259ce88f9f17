// The list's imports, polled every 2 seconds while any is running (part 2 §4, §9); polling stops when
// none remain or the dialog closes (the query's component is gone).
import { SUPPRESSION_LIMITS } from '@lead/shared';
import { useQuery } from '@tanstack/react-query';
import { exclusionProgress, exclusionProgressKey } from './suppression-api.ts';

export function useExclusionProgress(companyId: number) {
  return useQuery({
    queryKey: exclusionProgressKey(companyId),
    queryFn: () => exclusionProgress(companyId),
    refetchInterval: (query) =>
      (query.state.data?.data.jobProgress.length ?? 0) > 0 ? SUPPRESSION_LIMITS.progressPollMs : false,
  });
}
