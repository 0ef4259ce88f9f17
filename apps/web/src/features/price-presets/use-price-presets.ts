// The agency's presets for a picker (empty for viewers who may not use them).
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../lib/shell-context.tsx';
import { listPricePresets, mayUsePresets, pricePresetsKey } from './price-presets-api.ts';

export function usePricePresets() {
  const { facts } = useShell();
  const allowed = mayUsePresets(facts);
  const presets = useQuery({ queryKey: pricePresetsKey, queryFn: listPricePresets, enabled: allowed });
  return {
    allowed,
    presets: presets.data?.presets ?? [],
    /** The preset each client was given when it was added. */
    clientPresets: presets.data?.clientPresets ?? [],
    loading: allowed && presets.isPending,
  };
}
