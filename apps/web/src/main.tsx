import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './app/theme/white-label.css';
import './i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { returnFocusAfterDialogs } from './lib/focus-return.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

returnFocusAfterDialogs();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
