// The Download CSV button's call (issue 26): the spec opens the download as a browser navigation,
// which sends no bearer token, so the web asks for the signed link and follows it.
import { userLogsRoutes } from '@lead/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api-client.ts';
import { followDownloadLink } from '../../lib/download-link.ts';
import { downloadUserLogs } from './user-logs-api.ts';

// vi.mock runs before the imports: what its factories use is hoisted with them.
const { SIGNED } = vi.hoisted(() => ({
  SIGNED: '/api/configuration/user/download-log-user/7/9999/9999/9999/all/all?link=v1.sealed',
}));

vi.mock('../../lib/api-client.ts', () => ({
  call: vi.fn(async () => ({ url: SIGNED, expires_at: '2026-11-30T09:00:00.000Z' })),
}));
vi.mock('../../lib/download-link.ts', () => ({ followDownloadLink: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('downloadUserLogs', () => {
  it("asks for the signed link of the spec's segments and follows it", async () => {
    await downloadUserLogs(7, {});
    expect(call).toHaveBeenCalledWith(userLogsRoutes.logDownloadLink, {
      params: {
        companyID: 7,
        userType: '9999',
        userID: '9999',
        action: '9999',
        logDateRange: 'all',
        campaignID: 'all',
      },
    });
    expect(followDownloadLink).toHaveBeenCalledWith(SIGNED);
  });

  it('follows nothing when the link is refused', async () => {
    vi.mocked(call).mockRejectedValueOnce(new Error('404'));
    await expect(downloadUserLogs(7, {})).rejects.toThrow('404');
    expect(followDownloadLink).not.toHaveBeenCalled();
  });
});
