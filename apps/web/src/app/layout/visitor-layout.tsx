// Pages for visitors (sign-in, registration, legal, dev mail) in the app: the visitor frame around
// the route's page, which loads as its own chunk.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { VisitorFrame } from './visitor-frame.tsx';

export function VisitorLayout() {
  return (
    <VisitorFrame>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </VisitorFrame>
  );
}
