import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { postItem } from "../news/posts.ts";
import type { RegisteredItem } from "./items.ts";
import { listsItems } from "./lists.ts";
import { settingsItems } from "./settings.ts";
import { textsItems } from "./texts.ts";

/*
 * Every content item the site knows, by key: what history, preview and export/import go over.
 * A kind registers its items by adding its list here (one line: the texts' `textsItems`, the lists'
 * `listsItems`), each entry carrying the kind's one schema, so an import is checked exactly as the
 * editor's save is. An item stored under a key no longer registered is left alone and not exported.
 * Kinds whose items come and go (news posts, "news:<id>") register a resolver by key prefix instead:
 * history and preview find them; export and import stay with the fixed items (a post's address
 * must stay unique, which an import does not check).
 */
const kinds: readonly (readonly RegisteredItem[])[] = [settingsItems, textsItems, listsItems];

type Resolver = (db: Kysely<Database>, key: string) => Promise<RegisteredItem | undefined>;

const resolvers: readonly { prefix: string; resolve: Resolver }[] = [postItem];

export const registeredItems = (): readonly RegisteredItem[] => kinds.flat();

export const registeredItem = (key: string): RegisteredItem | undefined =>
  registeredItems().find((item) => item.key === key);

/** A fixed item, or an item of a kind that resolves its keys from the database (undefined if none). */
export async function contentItem(db: Kysely<Database>, key: string): Promise<RegisteredItem | undefined> {
  const fixed = registeredItem(key);
  if (fixed) return fixed;
  const resolver = resolvers.find(({ prefix }) => key.startsWith(prefix));
  return resolver ? resolver.resolve(db, key) : undefined;
}
