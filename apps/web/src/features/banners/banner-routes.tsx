// The Ads Design pages as the router opens them, each behind the role flag it needs (banner-gate.tsx).
import { BannerClientsPage } from './banner-clients-page.tsx';
import { BannerEditorPage } from './banner-editor-page.tsx';
import { BannerGate } from './banner-gate.tsx';
import { BannerListPage } from './banner-list-page.tsx';

export const BannerListRoute = () => (
  <BannerGate action="enable">
    <BannerListPage />
  </BannerGate>
);

export const BannerCreateRoute = () => (
  <BannerGate action="create">
    <BannerEditorPage />
  </BannerGate>
);

export const BannerEditRoute = () => (
  <BannerGate action="update">
    <BannerEditorPage />
  </BannerGate>
);

export const BannerClientsRoute = () => (
  <BannerGate action="enable">
    <BannerClientsPage />
  </BannerGate>
);
