import { act, fireEvent, render, screen } from '@testing-library/react';
import { forgetFrom, frameKey, PageFrameContext, recallScroll, rememberScroll, useKeptState } from './keptState';

function Field() {
  const [value, setValue] = useKeptState('q', '');
  return <input aria-label="q" value={value} onChange={(e) => setValue(e.target.value)} />;
}

function mount(key: string, kept: boolean) {
  return render(
    // oxlint-disable-next-line react/jsx-no-constructed-context-values -- rendered once per mount, never re-rendered
    <PageFrameContext.Provider value={{ key, kept }}>
      <Field />
    </PageFrameContext.Provider>,
  );
}

describe('useKeptState', () => {
  it('restores a kept page’s input when it mounts again at the same depth', () => {
    const first = mount(frameKey(2, '/huobi'), true);
    fireEvent.change(screen.getByLabelText('q'), { target: { value: 'yen' } });
    first.unmount();
    mount(frameKey(2, '/huobi'), true);
    expect(screen.getByLabelText<HTMLInputElement>('q').value).toBe('yen');
  });

  it('starts fresh on a page that is not kept alive', () => {
    const first = mount(frameKey(2, '/setUp'), false);
    fireEvent.change(screen.getByLabelText('q'), { target: { value: 'x' } });
    first.unmount();
    mount(frameKey(2, '/setUp'), false);
    expect(screen.getByLabelText<HTMLInputElement>('q').value).toBe('');
  });

  it('forgets pages from a depth on, for a fresh forward visit', () => {
    const first = mount(frameKey(3, '/a'), true);
    fireEvent.change(screen.getByLabelText('q'), { target: { value: 'kept' } });
    first.unmount();
    rememberScroll(frameKey(3, '/a'), 200);
    act(() => forgetFrom(3));
    mount(frameKey(3, '/a'), true);
    expect(screen.getByLabelText<HTMLInputElement>('q').value).toBe('');
    expect(recallScroll(frameKey(3, '/a'))).toBeUndefined();
  });
});
