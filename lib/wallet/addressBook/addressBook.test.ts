/** @jest-environment node */
import { checkContact, readAddressBook, writeAddressBook } from './addressBook';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('address book', () => {
  it('accepts a named, checksummed address and stores it', () => {
    const result = checkContact([], '  Alice  ', A.toLowerCase(), 'id1');
    expect(result).toEqual({ ok: true, entry: { id: 'id1', name: 'Alice', address: A } });
    const storage = memory();
    if (result.ok) writeAddressBook(storage, 'book', [result.entry]);
    expect(readAddressBook(storage, 'book')).toEqual([{ id: 'id1', name: 'Alice', address: A }]);
  });

  it('names each problem', () => {
    expect(checkContact([], '', '')).toEqual({ ok: false, problems: [{ field: 'name', reason: 'empty' }, { field: 'address', reason: 'empty' }] });
    expect(checkContact([], 'x'.repeat(33), A)).toMatchObject({ ok: false, problems: [{ field: 'name', reason: 'tooLong' }] });
    expect(checkContact([], 'Bob', '0x70997970c51812dc3a010c7d01b50e0d17dc79C8')).toMatchObject({ problems: [{ field: 'address', reason: 'badChecksum' }] });
    expect(checkContact([{ id: '1', name: 'Alice', address: A }], 'Bob', A.toLowerCase())).toMatchObject({ problems: [{ field: 'address', reason: 'duplicate' }] });
  });

  it('refuses a name with text-direction controls, invisible characters or a lone surrogate', () => {
    for (const name of ['Bob\u202E', 'Bob\u2066', 'Bo\u200Bb', 'Bob\uD800']) {
      expect(checkContact([], name, A)).toEqual({ ok: false, problems: [{ field: 'name', reason: 'hiddenCharacters' }] });
    }
    expect(checkContact([], '张三 👩\u200D💻', A, 'id1')).toEqual({ ok: true, entry: { id: 'id1', name: '张三 👩\u200D💻', address: A } });
  });

  it('drops malformed stored entries', () => {
    const storage = memory();
    storage.setItem('book', JSON.stringify([{ id: '1', name: 'A', address: '0x12' }, { id: '2', name: 'B', address: A }, 'x']));
    expect(readAddressBook(storage, 'book')).toEqual([{ id: '2', name: 'B', address: A }]);
    storage.setItem('book', '{');
    expect(readAddressBook(storage, 'book')).toEqual([]);
  });
});
