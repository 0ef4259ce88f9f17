// The sign-in page on its own: the brand of the host's company, the visitor frame and the form.
import { QueryClientProvider } from '@tanstack/react-query';
import { VisitorFrame } from '../app/layout/visitor-frame.tsx';
import { WhiteLabelProvider } from '../app/theme/white-label.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { queryClient } from '../lib/query-client.ts';

export function SignInApp({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <WhiteLabelProvider>
        <VisitorFrame>
          <LoginPage onSignedIn={onSignedIn} />
        </VisitorFrame>
      </WhiteLabelProvider>
    </QueryClientProvider>
  );
}
