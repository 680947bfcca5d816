import type { VersionSummary } from "../../content/items.ts";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Button, ButtonLink, Card, Notice } from "../ui/ui.tsx";
import { ChangesTable, type ValueChangeRow } from "./changes-table.tsx";

export type HistoryProps = {
  stylesheet: string;
  signedIn: SignedIn;
  item: { key: string; title: string; editPath: string; previewPath: string };
  /** Every published version, the latest (the current one) first. */
  versions: readonly VersionSummary[];
  draft: { savedAt: string; savedBy: string } | null;
  /** One earlier version against the current: each value that differs, old → new. */
  comparison?: {
    number: number;
    current: number;
    changes: readonly ValueChangeRow[];
  };
  /** The state the page was loaded from: a restore from an older one is refused. */
  base: string;
  notice?: string;
  conflict?: string;
};

function RestoreButton({ itemKey, number, base }: { itemKey: string; number: number; base: string }) {
  return (
    <form method="post" action={`/staff/content/history/${encodeURIComponent(itemKey)}/restore`}>
      <input type="hidden" name="base" value={base} />
      <input type="hidden" name="version" value={number} />
      <Button variant="secondary" aria-label={`Restore version ${number}`}>
        Restore
      </Button>
    </form>
  );
}

function Comparison({
  comparison,
  itemKey,
  base,
}: Required<Pick<HistoryProps, "comparison">> & { itemKey: string; base: string }) {
  const { number, current, changes } = comparison;
  return (
    <Card title={`Version ${number} compared with the current (version ${current})`} className="mb-6">
      {changes.length === 0 ? (
        <p>No difference: version {number} holds the same values as the current one.</p>
      ) : (
        <>
          <p className="mb-3 text-ink-muted">
            {changes.length === 1 ? "One value differs" : `${changes.length} values differ`}: version {number}{" "}
            → current.
          </p>
          <ChangesTable
            changes={changes}
            caption={`Each value that differs, in version ${number} and in the current version`}
            before={`Version ${number}`}
            after={`Current (version ${current})`}
          />
        </>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <RestoreButton itemKey={itemKey} number={number} base={base} />
        <span className="text-sm text-ink-muted">
          Publishes version {number}’s values again, as a new version.
        </span>
      </div>
    </Card>
  );
}

/** An item's published versions, one compared with the current, and a restore. */
export function HistoryPage({
  stylesheet,
  signedIn,
  item,
  versions,
  draft,
  comparison,
  base,
  notice,
  conflict,
}: HistoryProps) {
  const title = `History: ${item.title}`;
  const historyPath = `/staff/content/history/${encodeURIComponent(item.key)}`;
  return (
    <Document
      title={conflict ? `Refused: ${title}` : title}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="content"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-forest-800">{title}</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={item.editPath}>Edit</ButtonLink>
          <ButtonLink href={`/staff/preview${item.previewPath}?from=${encodeURIComponent(item.key)}`}>
            Preview the drafts
          </ButtonLink>
        </div>
      </div>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Every published version, with who published it and when. Compare one with the current version, or
        restore it: a restore publishes its values again as a new version, so nothing in this list is lost.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {conflict && (
        <Notice tone="error" announce>
          <p className="font-semibold">{conflict}</p>
          <p className="mt-2">
            <a href={historyPath} className="font-semibold text-terracotta-700 underline">
              Reload the history
            </a>
          </p>
        </Notice>
      )}
      {draft && (
        <p className="mb-4 max-w-3xl text-sm text-ink-muted">
          A draft is saved (by {draft.savedBy}, {formatIst(draft.savedAt)}). A restore leaves it as it is: it
          is still there to publish or change in the editor.
        </p>
      )}
      {comparison && <Comparison comparison={comparison} itemKey={item.key} base={base} />}
      <Card title={`Published versions (${versions.length})`}>
        {versions.length === 0 ? (
          <p>Nothing published yet: the site shows the defaults.</p>
        ) : (
          <ol className="divide-y divide-line">
            {versions.map((version, index) => (
              <li
                key={version.number}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
              >
                <div>
                  <p className="font-semibold">
                    Version {version.number}
                    {index === 0 ? (
                      <span className="ml-2 inline-block rounded-full bg-forest-100 px-2 py-0.5 text-xs font-semibold text-forest-900">
                        Current
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {version.publishedBy}, {formatIst(version.publishedAt)}
                  </p>
                </div>
                {index === 0 ? null : (
                  <div className="flex flex-wrap gap-2">
                    <ButtonLink
                      href={`${historyPath}?compare=${version.number}`}
                      aria-label={`Compare version ${version.number} with the current`}
                    >
                      Compare
                    </ButtonLink>
                    <RestoreButton itemKey={item.key} number={version.number} base={base} />
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </Document>
  );
}
