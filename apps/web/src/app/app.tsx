// Providers: white-label theme (Mantine), data (React Query), dialogs, notifications, then the routes.
import { TIMINGS } from '@lead/shared';
import { getDefaultZIndex } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, RouterProvider } from 'react-router';
import { AppLinkContext } from '../lib/app-link.tsx';
import { queryClient } from '../lib/query-client.ts';
import { SessionEndedAlert } from '../lib/session-ended-alert.tsx';
import { router } from './router.tsx';
import { WhiteLabelProvider } from './theme/white-label.tsx';

/**
 * Notices sit above dialogs but below menus and pickers (Mantine puts them above both): a menu that
 * opens upward under a notice had its first entry covered, and a click meant for it hit the notice.
 * They show at the bottom left, away from what the user acts on next: at the top right they covered
 * the page's own buttons (Build Your Campaign, Held for review), at the top centre the dialog opened
 * next, at the bottom right the forms' Save and Cancel, for the notice's five seconds. Counted over
 * the browser tests, clicks a notice held back: 86 at the top centre, 39 in two thirds of the files
 * at the bottom right, 13 at the bottom left.
 */
const NOTICES_Z_INDEX = getDefaultZIndex('modal') + 50;

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <WhiteLabelProvider>
        <ModalsProvider>
          <Notifications
            position="bottom-left"
            autoClose={TIMINGS.notificationTimeoutMs}
            limit={5}
            zIndex={NOTICES_Z_INDEX}
          />
          <SessionEndedAlert />
          <AppLinkContext value={Link}>
            <RouterProvider router={router} />
          </AppLinkContext>
        </ModalsProvider>
      </WhiteLabelProvider>
    </QueryClientProvider>
  );
}
