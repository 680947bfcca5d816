import { ArtCanvas } from "./canvas.tsx";
import { Bird, Mound, Sun, Tree } from "./motifs.tsx";

/**
 * The Gond tree of life at the right of a page banner, echoing the home page's hero. Wide screens
 * only: on a phone the banner's words need the whole width.
 */
export function BannerArt() {
  return (
    <div className="pointer-events-none absolute right-8 bottom-0 hidden w-56 lg:block xl:w-80">
      <ArtCanvas viewBox="0 0 300 262">
        <Sun x={262} y={44} r={16} />
        <Bird x={56} y={86} s={0.95} />
        <Bird x={246} y={132} s={0.7} flip body="earth" />
        <Tree x={150} y={252} s={1.4} />
        <Mound y={263} />
      </ArtCanvas>
    </div>
  );
}
