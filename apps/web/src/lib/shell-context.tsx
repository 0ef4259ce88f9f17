// The shell facts and what the shared rules make of them (shellView), for every signed-in page.
import { type ShellFacts, type ShellView, shellView } from '@lead/shared';
import { createContext, type ReactNode, use, useMemo } from 'react';

export type Shell = { facts: ShellFacts; view: ShellView };

const ShellContext = createContext<Shell | null>(null);

export function ShellProvider({ facts, children }: { facts: ShellFacts; children: ReactNode }) {
  const shell = useMemo(() => ({ facts, view: shellView(facts) }), [facts]);
  return <ShellContext value={shell}>{children}</ShellContext>;
}

export function useShell(): Shell {
  const shell = use(ShellContext);
  if (!shell) throw new Error('useShell is only available inside the signed-in layout.');
  return shell;
}
