// Ads Design (part 1 §2 "/banner (create, list)", menu Ads Design; part 2 §7 "Banners under /banner/"):
// an agency's banner sets. Every call follows the role's Ads Design flags (enable to read, create,
// update and delete to change); owners and system users hold them all. Clients make no banners.
import { z } from 'zod';
import {
  bannerClickParams,
  bannerClientList,
  bannerListQuery,
  bannerPreviewParams,
  bannerPreviewRequest,
  bannerSetList,
  bannerSetParams,
  bannerSetRequest,
  bannerSetSaved,
  bannerSetView,
  bannerSizeParams,
} from '../contracts/banners.ts';
import { messageBody } from '../contracts/common.ts';
import type { PermissionAction } from '../rules/permissions.ts';
import { defineRoute, type RouteAccess } from './route.ts';

const tags = ['banners'];
const access = (action: PermissionAction): RouteAccess => ({
  userTypes: ['user', 'userdownline', 'administrator'],
  companyKinds: ['agency'],
  permission: ['Ads Design', action],
});

export const bannerRoutes = {
  listBannerSets: defineRoute({
    method: 'GET',
    path: '/banner/sets',
    query: bannerListQuery,
    response: { 200: bannerSetList },
    auth: access('enable'),
    tags,
  }),
  createBannerSet: defineRoute({
    method: 'POST',
    path: '/banner/sets',
    body: bannerSetRequest,
    response: { 200: bannerSetSaved },
    auth: access('create'),
    idempotent: true,
    tags,
  }),
  readBannerSet: defineRoute({
    method: 'GET',
    path: '/banner/sets/:bannerSetID',
    params: bannerSetParams,
    response: { 200: bannerSetView },
    auth: access('enable'),
    tags,
  }),
  updateBannerSet: defineRoute({
    method: 'PUT',
    path: '/banner/sets/:bannerSetID',
    params: bannerSetParams,
    body: bannerSetRequest,
    response: { 200: bannerSetSaved },
    auth: access('update'),
    tags,
  }),
  /** The background image (the file part `background`): PNG or JPEG, checked by content, at most 2 MB. */
  uploadBannerBackground: defineRoute({
    method: 'POST',
    path: '/banner/sets/:bannerSetID/background',
    params: bannerSetParams,
    multipart: z.object({}),
    response: { 200: bannerSetSaved },
    auth: access('update'),
    tags,
  }),
  duplicateBannerSet: defineRoute({
    method: 'POST',
    path: '/banner/sets/:bannerSetID/duplicate',
    params: bannerSetParams,
    response: { 200: bannerSetSaved },
    auth: access('create'),
    idempotent: true,
    tags,
  }),
  removeBannerSet: defineRoute({
    method: 'DELETE',
    path: '/banner/sets/:bannerSetID',
    params: bannerSetParams,
    response: { 200: messageBody },
    auth: access('delete'),
    tags,
  }),
  /** One size as a PNG file. */
  bannerPng: defineRoute({
    method: 'GET',
    path: '/banner/sets/:bannerSetID/png/:size',
    params: bannerSizeParams,
    auth: { ...access('enable'), signedLink: true },
    tags,
  }),
  /**
   * The editor's live preview: one size drawn from the form as typed (a PNG; nothing is saved), with
   * the chosen background image (the file part `background`) checked as an upload is.
   */
  previewBanner: defineRoute({
    method: 'POST',
    path: '/banner/preview/:size',
    params: bannerPreviewParams,
    multipart: bannerPreviewRequest,
    auth: access('enable'),
    tags,
  }),
  /** The six sizes as PNGs in one zip file. */
  bannerZip: defineRoute({
    method: 'GET',
    path: '/banner/sets/:bannerSetID/zip',
    params: bannerSetParams,
    auth: { ...access('enable'), signedLink: true },
    tags,
  }),
  /** The menu's Clients entry: the agency's clients, each with its banner sets. */
  listBannerClients: defineRoute({
    method: 'GET',
    path: '/banner/clients',
    response: { 200: bannerClientList },
    auth: access('enable'),
    tags,
  }),
  /** The hosted click-through link: counts a click of that size and redirects to the landing page. */
  bannerClick: defineRoute({
    method: 'GET',
    path: '/b/:slug/:size',
    params: bannerClickParams,
    auth: 'public',
    tags,
  }),
};
