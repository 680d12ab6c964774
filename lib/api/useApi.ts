import useSWR, { type SWRConfiguration } from 'swr';
import { api, wtcenter } from './client';

/** The client already toasts failures; SWR should not retry them or refetch on every focus. */
const DEFAULTS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * SWR over the two clients. The key is the family and path; `null` skips the request.
 *
 * @example const { data, error, isLoading } = useApi<UserInfo>('/user/profile/userInfo')
 */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(path ? ['api', path] : null, () => api.get<T>(path as string), { ...DEFAULTS, ...config });
}

export function useWtcenter<T>(path: string | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(path ? ['wtcenter', path] : null, () => wtcenter.get<T>(path as string), { ...DEFAULTS, ...config });
}
