import { HeroCanvas } from "./canvas.tsx";
import { HeroHill, leafPath, Motif } from "./gond.tsx";
import { Bird, Sun } from "./motifs.tsx";

const sprouts = [770, 830, 890]
  .flatMap((y, row) =>
    Array.from({ length: 14 }, (_, i) => {
      const x = 640 + row * 30 + i * 60;
      return `M${x} ${y}v-26M${x} ${y - 4}c-4-12-12-18-22-20M${x} ${y - 4}c4-12 12-18 22-20`;
    }),
  )
  .join("");

/** A decorated bullock, a bird on its back, and young crops in the furrows. */
export function HeroFarm({ className }: { className?: string }) {
  return (
    <HeroCanvas className={className}>
      <Sun x={1320} y={180} r={20} s={2} />
      <HeroHill d="M560 900C700 760 880 730 1060 736S1320 720 1440 700V900Z" />
      <path d={sprouts} fill="none" className="stroke-forest-200" strokeWidth="4" strokeLinecap="round" />
      <Bullock />
    </HeroCanvas>
  );
}

function Bullock() {
  return (
    <g transform="translate(950 380)">
      <path
        d="M420 110C452 150 458 220 446 276"
        fill="none"
        className="stroke-cream"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <Motif
        d={leafPath(44, 22)}
        tone="fill-terracotta-600"
        texture={null}
        transform="translate(446 270) rotate(96)"
      />
      {[146, 188, 352, 394].map((x) => (
        <g key={x}>
          <Motif d={`M${x} 200h26l-3 112h-20Z`} tone="fill-turmeric-400" texture="lines" bead={null} />
          <path d={`M${x + 1} 306h24v16h-24Z`} className="fill-terracotta-700" />
        </g>
      ))}
      <Motif
        d="M110 90C150 36 222 36 262 60C322 60 380 58 412 100C444 142 434 204 400 226L150 226C110 214 90 150 110 90Z"
        tone="fill-turmeric-500"
        texture="lines"
      />
      <Motif
        d="M214 66C270 76 322 74 364 66L376 158C304 172 244 170 204 158Z"
        tone="fill-terracotta-600"
        texture="dots"
        bead="stroke-turmeric-200"
      />
      <path
        d="M62 94C40 62 40 30 66 8M94 88C104 56 126 38 154 34"
        fill="none"
        className="stroke-cream"
        strokeWidth="11"
        strokeLinecap="round"
      />
      <path
        d="M62 94C40 62 40 30 66 8M94 88C104 56 126 38 154 34"
        fill="none"
        className="stroke-terracotta-600"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="0 9"
      />
      <Motif
        d={leafPath(46, 22)}
        tone="fill-terracotta-600"
        texture={null}
        transform="translate(44 104) rotate(168)"
      />
      <Motif
        d="M128 96C96 80 62 80 42 96C20 114 16 150 26 186C32 210 56 216 72 200C88 182 98 160 130 152Z"
        tone="fill-turmeric-400"
        texture="cross"
      />
      <circle cx="64" cy="124" r="8" className="fill-cream" />
      <circle cx="64" cy="124" r="4" className="fill-forest-950" />
      <circle cx="118" cy="176" r="11" className="fill-turmeric-200 stroke-forest-950" strokeWidth="3" />
      <Bird x={292} y={64} s={1.8} flip body="cloth" />
    </g>
  );
}
