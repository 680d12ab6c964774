import { fireEvent, render, screen } from '@testing-library/react';

jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
const router = { back: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const { NavBar } = jest.requireActual<typeof import('./NavBar')>('./NavBar');
const { routeFrameFor } = jest.requireActual<typeof import('@/lib/state/routeFrame')>('@/lib/state/routeFrame');

describe('NavBar back', () => {
  it('opened from another site (the tab has history, this document none): goes to the parent, not back out of the app', () => {
    window.history.pushState({}, '', '/other-site');
    window.history.pushState({}, '', '/send');
    routeFrameFor('/send');
    render(<NavBar title="Send" fallback="/index/home" />);
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(router.back).not.toHaveBeenCalled();
    expect(router.replace).toHaveBeenCalledWith('/index/home');
  });
});
