// Ads Design (issue 27 item 1): the agency's banner sets, their pictures and the clients they are for.
import {
  type BannerPreviewRequest,
  type BannerSetRequest,
  type BannerSetView,
  type BannerSize,
  bannerRoutes as routes,
} from '@lead/shared';
import { call, download, fetchFile } from '../../lib/api-client.ts';

export const bannerSetsKey = (clientId: number | null) => ['banner-sets', clientId] as const;
export const bannerSetKey = (bannerSetId: number) => ['banner-set', bannerSetId] as const;
export const bannerClientsKey = ['banner-clients'] as const;

export const listBannerSets = (clientId: number | null) =>
  call(routes.listBannerSets, { query: clientId ? { clientID: clientId } : {} });

export const readBannerSet = (bannerSetId: number) =>
  call(routes.readBannerSet, { params: { bannerSetID: bannerSetId } });

export const listBannerClients = () => call(routes.listBannerClients);

export const createBannerSet = (body: BannerSetRequest, submissionKey: string) =>
  call(routes.createBannerSet, { body }, { idempotencyKey: submissionKey });

export const updateBannerSet = (bannerSetId: number, body: BannerSetRequest) =>
  call(routes.updateBannerSet, { params: { bannerSetID: bannerSetId }, body });

export function uploadBannerBackground(bannerSetId: number, file: File) {
  const form = new FormData();
  form.append('background', file, file.name);
  return call(routes.uploadBannerBackground, { params: { bannerSetID: bannerSetId }, body: form });
}

export const duplicateBannerSet = (bannerSetId: number) =>
  call(routes.duplicateBannerSet, { params: { bannerSetID: bannerSetId } });

export const removeBannerSet = (bannerSetId: number) =>
  call(routes.removeBannerSet, { params: { bannerSetID: bannerSetId } });

export const bannerPngOf = (bannerSetId: number, size: BannerSize, signal?: AbortSignal) =>
  fetchFile(routes.bannerPng, { params: { bannerSetID: bannerSetId, size } }, signal);

/** The editor's form as the preview draws it, with the background image chosen and not yet saved. */
export type BannerPreview = Omit<BannerPreviewRequest, 'clientID' | 'bannerSetID'> & {
  clientID: number | null;
  bannerSetID: number | null;
  background: File | null;
};

/** The preview is a multipart form: an empty field is no id, the file part is `background`. */
export function previewPngOf(size: BannerSize, preview: BannerPreview, signal?: AbortSignal) {
  const { background, ...fields } = preview;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? '' : String(value));
  if (background) form.append('background', background, background.name);
  return fetchFile(routes.previewBanner, { params: { size }, body: form }, signal);
}

export const downloadBannerZip = (bannerSetId: number, name: string) =>
  download(routes.bannerZip, { params: { bannerSetID: bannerSetId } }, `${name}.zip`);

export const downloadBannerPng = (bannerSetId: number, size: BannerSize, name: string) =>
  download(routes.bannerPng, { params: { bannerSetID: bannerSetId, size } }, `${name}-${size}.png`);

/** The saved set as the request that would save it again (a rename changes only the name). */
export const requestOf = (view: BannerSetView): BannerSetRequest => ({
  name: view.name,
  clientID: view.clientID,
  headline: view.headline,
  body: view.body,
  callToAction: view.callToAction,
  landingUrl: view.landingUrl,
  backgroundColor: view.backgroundColor,
});
