import type { RegisteredItem } from "./items.ts";
import { listsItems } from "./lists.ts";
import { settingsItems } from "./settings.ts";
import { textsItems } from "./texts.ts";

/*
 * Every content item the site knows, by key: what history, preview and export/import go over.
 * A kind registers its items by adding its list here (one line: the texts' `textsItems`, the lists'
 * `listsItems`), each entry carrying the kind's one schema, so an import is checked exactly as the
 * editor's save is. An item stored under a key no longer registered is left alone and not exported.
 */
const kinds: readonly (readonly RegisteredItem[])[] = [settingsItems, textsItems, listsItems];

export const registeredItems = (): readonly RegisteredItem[] => kinds.flat();

export const registeredItem = (key: string): RegisteredItem | undefined =>
  registeredItems().find((item) => item.key === key);
