/*
 * What changed between two versions of a content item, field by field, for the history page. Any
 * item's data is JSON: a flat map of fields (the settings) compares key by key; lists and nested
 * records compare by path ("members[2].name"), so every kind gets a readable comparison without a
 * comparer of its own.
 */

/** One value that differs: where, and its text before and after (undefined: not set). */
export type ValueChange = { path: string; before: string | undefined; after: string | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A leaf's text as staff read it: strings as they are, other values as JSON. */
function leafText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}

function childPath(parent: string, key: string | number) {
  if (typeof key === "number") return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

function collect(before: unknown, after: unknown, path: string, changes: ValueChange[]) {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) collect(before[key], after[key], childPath(path, key), changes);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let index = 0; index < Math.max(before.length, after.length); index++)
      collect(before[index], after[index], childPath(path, index), changes);
    return;
  }
  // A record or list on one side only compares with nothing on the other, leaf by leaf.
  if (isRecord(before) || Array.isArray(before)) return collect(before, emptyLike(before), path, changes);
  if (isRecord(after) || Array.isArray(after)) return collect(emptyLike(after), after, path, changes);
  const was = leafText(before);
  const is = leafText(after);
  if (was !== is) changes.push({ path: path || "(value)", before: was, after: is });
}

function emptyLike(value: unknown) {
  return Array.isArray(value) ? [] : {};
}

/** Every value that differs between `before` and `after`, in a stable order. */
export function compareValues(before: unknown, after: unknown): ValueChange[] {
  const changes: ValueChange[] = [];
  collect(before, after, "", changes);
  return changes;
}
