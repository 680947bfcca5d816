import { HeroCanvas } from "./canvas.tsx";
import { Motif, leafPath, waveLine } from "./gond.tsx";
import { Figure, Fish, Pot } from "./motifs.tsx";

const rain = Array.from({ length: 8 }, (_, i) => {
  const x = 985 + i * 46;
  const y = 300 + (i % 2) * 34;
  return `M${x} ${y}l-10 34M${x - 22} ${y + 80}l-10 34`;
}).join("");

const reeds = [-112, -96, -80, -64].map((angle, i) => ({ angle, length: 130 + (i % 2) * 40 }));

/** Rain falling into a village pond full of fish, and a woman carrying water home. */
export function HeroWater({ className }: { className?: string }) {
  return (
    <HeroCanvas className={className}>
      <Motif
        transform="translate(0 40)"
        d="M950 262C912 258 906 204 950 194C948 142 1014 118 1058 146C1080 92 1168 84 1196 134C1240 100 1318 116 1320 168C1376 168 1392 246 1346 262Z"
        tone="fill-forest-200"
        texture="lines"
        bead="stroke-turmeric-500"
      />
      <path
        d={rain}
        transform="translate(0 30)"
        className="stroke-forest-200"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <Motif
        d="M600 900C680 660 820 600 1000 606S1300 596 1440 566V900Z"
        tone="fill-forest-600"
        texture="lines-light"
        bead="stroke-turmeric-400"
      />
      {[660, 720, 790, 860].map((y, i) => (
        <path
          key={y}
          d={waveLine(720 - i * 40, 1440, y, 64, 14)}
          fill="none"
          className={i % 2 ? "stroke-turmeric-200/70" : "stroke-cream/70"}
          strokeWidth="4"
          strokeLinecap="round"
        />
      ))}
      <Fish x={1090} y={748} s={5.2} flip body="sun" />
      <Fish x={1300} y={842} s={3.6} body="earth" />
      <Fish x={870} y={820} s={2.6} body="cloth" />
      {reeds.map(({ angle, length }, i) => (
        <Motif
          key={angle}
          d={leafPath(length, 34)}
          tone={i % 2 ? "fill-forest-500" : "fill-turmeric-500"}
          texture="lines"
          transform={`translate(730 640) rotate(${angle})`}
        />
      ))}
      <Figure
        x={1310}
        y={594}
        s={2.45}
        pose="carry"
        dress="earth"
        limbs="stroke-cream"
        load={<Pot x={0} y={-86} s={0.45} fill="sun" />}
      />
    </HeroCanvas>
  );
}
