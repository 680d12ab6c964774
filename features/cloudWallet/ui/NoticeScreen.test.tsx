import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Notice, NoticePage } from '@/features/cloudWallet/contract/walletApi';

jest.mock('next-intl', () => ({
  useLocale: () => 'en',
  useTranslations: () => (key: string, values?: { count?: number }) => (key === 'unreadCount' ? `unread ${values?.count}` : key),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ back: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
jest.mock('swr', () => ({ useSWRConfig: () => ({ mutate: jest.fn(async () => undefined) }) }));
jest.mock('@/components/kit/useMoreOnScroll', () => ({ useMoreOnScroll: () => () => undefined }));
const markNoticesRead = jest.fn<Promise<undefined>, [{ ids?: string[]; all?: true }]>(async () => undefined);
let pages: NoticePage[] | undefined;
jest.mock('@/features/cloudWallet/api/wallet', () => ({
  isWalletKey: () => () => false,
  markNoticesRead: (body: { ids?: string[]; all?: true }) => markNoticesRead(body),
  useNotices: () => ({ data: pages, error: undefined, isLoading: !pages, isValidating: false, size: 1, setSize: jest.fn(), mutate: jest.fn(async () => undefined) }),
}));

const { NoticeScreen } = jest.requireActual<typeof import('./NoticeScreen')>('./NoticeScreen');

const notice = (id: string, read: boolean): Notice => ({ id, kind: 'securityChanged', params: { change: 'password' }, text: `notice ${id}`, createdAt: '2026-01-01T00:00:00.000Z', read });
/** Each row's read state, in order (a, then b). */
const rows = () => screen.getAllByTestId('notice-row').map((row, i) => `${'ab'[i]}:${row.dataset.read}`);

describe('NoticeScreen', () => {
  it('keeps the notices that arrived unread marked new this visit, and reports each read once', async () => {
    pages = [{ items: [notice('a', false), notice('b', true)], unreadCount: 1, nextCursor: null }];
    const { rerender } = render(<NoticeScreen />);
    await act(async () => undefined);
    expect(rows()).toEqual(['a:false', 'b:true']);
    expect(screen.getByTestId('unread-count').textContent).toBe('unread 1');
    expect(markNoticesRead.mock.calls).toEqual([[{ ids: ['a'] }]]);

    // The page comes back from the server with the notice read: it stays new in this visit.
    pages = [{ items: [notice('a', true), notice('b', true)], unreadCount: 0, nextCursor: null }];
    rerender(<NoticeScreen />);
    await act(async () => undefined);
    expect(rows()).toEqual(['a:false', 'b:true']);
    expect(screen.getByTestId('unread-count').textContent).toBe('unread 1');
    expect(markNoticesRead).toHaveBeenCalledTimes(1);

    // A tap clears it.
    fireEvent.click(screen.getAllByTestId('notice-row')[0]);
    expect(rows()).toEqual(['a:true', 'b:true']);
    expect(screen.getByTestId('unread-count').textContent).toBe('unread 0');
    expect(markNoticesRead).toHaveBeenCalledTimes(1);
  });
});
