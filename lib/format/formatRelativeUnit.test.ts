import { formatRelativeUnit } from './formatRelativeUnit';

describe('formatRelativeUnit', () => {
  it('pluralises through Intl', () => {
    expect(formatRelativeUnit(1, 'minute', false, 'en')).toBe('1 minute ago');
    expect(formatRelativeUnit(5, 'minute', false, 'en')).toBe('5 minutes ago');
    expect(formatRelativeUnit(3, 'day', false, 'en')).toBe('3 days ago');
  });

  it('says "1 day ago", not "yesterday"', () => {
    expect(formatRelativeUnit(1, 'day', false, 'en')).toBe('1 day ago');
  });

  it('keeps zero in the past', () => {
    expect(formatRelativeUnit(0, 'minute', false, 'en')).toBe('0 minutes ago');
  });

  it('writes the future', () => {
    expect(formatRelativeUnit(2, 'hour', true, 'en')).toBe('in 2 hours');
  });
});
