/** @jest-environment node */
import { nextNotificationId } from './nextNotificationId';

const ids = (...values: number[]) => values.map((id) => ({ id }));
const JSON_RPC_ID = 1_700_000_000_000_123;

describe('nextNotificationId', () => {
  it('gives 1 to the first notification, with or without a request id', () => {
    expect(nextNotificationId([])).toBe(1);
    expect(nextNotificationId([], JSON_RPC_ID)).toBe(1);
  });

  it('gives a request without an id the smallest missing number', () => {
    expect(nextNotificationId(ids(1, 2, 3))).toBe(4);
    expect(nextNotificationId(ids(1, 3))).toBe(2);
    expect(nextNotificationId(ids(2, 3))).toBe(1);
    expect(nextNotificationId(ids(3, 1, 2, 5))).toBe(4);
    expect(nextNotificationId(ids(1, 2), null)).toBe(3);
  });

  it('gives a request with an id the maximum plus one, never its own JSON-RPC id', () => {
    expect(nextNotificationId(ids(1, 3), JSON_RPC_ID)).toBe(4);
    expect(nextNotificationId(ids(2), 1)).toBe(3);
    expect(nextNotificationId(ids(5, 2), 0)).toBe(6);
  });

  it('never repeats an id in use, whatever the rule', () => {
    let list = ids();
    for (let i = 0; i < 20; i++) {
      const id = nextNotificationId(list, i % 3 === 0 ? undefined : JSON_RPC_ID + i);
      expect(list.map((n) => n.id)).not.toContain(id);
      list = [...list, { id }];
      if (i % 4 === 3) list = list.filter((n) => n.id !== list[0].id); // a notification is removed
    }
  });
});
