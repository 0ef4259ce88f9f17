// The sign-in page's own entry (issue 14 "First load"): the server sends it for /login, so a first
// visit downloads the sign-in form and its brand, not the app. A signed-in visitor, and a visitor who
// signs in here, go on to the app, whose visitor guard sends them to their landing page.
// Only the styles of the components this page shows (the whole set is seven times as large).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '../app/theme/white-label.css';
import { tokenStore } from '../lib/token-store.ts';

const enterApp = () => window.location.replace('/');

/** Lets the browser paint and answer input between two pieces of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Started in three tasks rather than one: React's renderer, then the labels, then the page itself,
// each module graph evaluated on its own, so no single task holds the main thread for long.
async function start(root: HTMLElement) {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  await import('./i18n.ts');
  await nextTask();
  const [{ StrictMode, startTransition }, { SignInApp }] = await Promise.all([
    import('react'),
    import('./sign-in-app.tsx'),
  ]);
  await nextTask();
  const page = (
    <StrictMode>
      <SignInApp
        onSignedIn={(token) => {
          tokenStore.set(token);
          enterApp();
        }}
      />
    </StrictMode>
  );
  // The build drew the page into #root (prerender.tsx); without that build step it is drawn here.
  // Hydrated as a transition, so React works in short slices and the page stays responsive meanwhile.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, page));
  else createRoot(root).render(page);
}

if (tokenStore.get()) {
  enterApp();
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('sign-in.html has no #root element');
  void start(root);
}
