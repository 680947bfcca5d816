import type { ItemConflict } from "../../content/items.ts";
import { formatIst } from "../../india-time.ts";

const whatToDo = {
  edit: "Nothing of yours was saved. Your changes are below; copy what you need, then reload.",
  restore: "Nothing was restored. Look at the versions as they are now before you restore one.",
  merge: "Nothing of yours was saved yet.",
};

/** What a refused change from an older state says: who moved the item on, and what to do now. */
export function conflictMessage({ latest }: ItemConflict, change: keyof typeof whatToDo = "edit") {
  const what =
    latest.what === "draft"
      ? `${latest.by} saved a draft on ${formatIst(latest.at)}`
      : `${latest.by} published version ${latest.version} on ${formatIst(latest.at)}`;
  return `Someone else saved this after you opened it: ${what}. ${whatToDo[change]}`;
}
