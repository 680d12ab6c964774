import useSWR, { type SWRConfiguration } from 'swr';
import { api, wtcenter } from './client';

/**
 * SWR over the two clients. The key is the family and path; `null` skips the request.
 *
 * @example const { data, error, isLoading } = useApi<UserInfo>('/user/profile/userInfo')
 */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(path ? ['api', path] : null, () => api.get<T>(path as string), config);
}

export function useWtcenter<T>(path: string | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(path ? ['wtcenter', path] : null, () => wtcenter.get<T>(path as string), config);
}
