import { USER_PATHS } from '@/lib/contract/userApi';
import { api } from './client';

/**
 * Tells the server whether the device-local PIN is on (the PIN itself never leaves the device). Shared
 * because a login (account) and setting or removing the PIN (security) both report it.
 *
 * Load this module lazily (`import('@/lib/api/setPinFlag')`): it carries the API client.
 */
export const setPinFlag = (enabled: boolean) => api.post<null>(USER_PATHS.pinFlag.slice('/api'.length), { enabled });
