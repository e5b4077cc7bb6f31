// The last value each backend call gave the signed-in customer in this tab, so that an area
// shows it while it loads again: moving between areas does not turn every section back to
// "Loading...". One account's values at a time, in memory only (a reload forgets them).
let owner: string | undefined;
const values = new Map<string, unknown>();

/** What `call` last gave `account`, if it has answered in this tab. */
export function recall<Value>(account: string, call: string): Value | undefined {
  return account === owner ? (values.get(call) as Value | undefined) : undefined;
}

/** Keeps what `call` gave `account`; another account's values are forgotten. */
export function remember(account: string, call: string, value: unknown) {
  if (account !== owner) {
    values.clear();
    owner = account;
  }
  values.set(call, value);
}

/** Puts `item` in the place of the one with its id in the list `call` last gave `account`. */
export function rememberChanged<Item extends { id: string }>(account: string, call: string, item: Item) {
  const list = recall<Item[]>(account, call);
  if (list)
    remember(
      account,
      call,
      list.map((each) => (each.id === item.id ? item : each)),
    );
}
