import type { Kysely } from "kysely";
import { checkFigures, type YearlyFigures, yearlyFiguresKey } from "#app/content/yearly-figures.ts";
import type { Actor } from "../accounts/audit.ts";
import type { Database } from "../db/database.ts";
import { type ContentKind, publishItem, readItem, saveItemDraft } from "./items.ts";

/*
 * The yearly figures on /transparency: one content item (draft, versions, audit lines
 * content.figures.save_draft / content.figures.publish), checked by app/content/yearly-figures.ts.
 */

export const figuresKind: ContentKind<YearlyFigures> = { check: checkFigures, empty: { years: [] } };

export const readFigures = (db: Kysely<Database>) => readItem(db, yearlyFiguresKey, figuresKind);

export const saveFiguresDraft = (db: Kysely<Database>, actor: Actor, input: unknown, now: Date) =>
  saveItemDraft(db, { key: yearlyFiguresKey, kind: figuresKind, actor, input, now });

export const publishFigures = (db: Kysely<Database>, actor: Actor, input: unknown, now: Date) =>
  publishItem(db, { key: yearlyFiguresKey, kind: figuresKind, actor, input, now });
