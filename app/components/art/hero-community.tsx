import { HeroCanvas } from "./canvas.tsx";
import { HeroHill, leafPath, Motif, n } from "./gond.tsx";
import { Bird, Figure, Sun } from "./motifs.tsx";

const crown = { x: 1150, y: 450 };
const tones = ["fill-forest-500", "fill-turmeric-500", "fill-terracotta-600"];
const tone = (i: number) => tones[i % tones.length] ?? "fill-forest-500";
const dresses = ["moss", "sun", "earth"] as const;
const dress = (i: number) => dresses[i % dresses.length];

// Two rings of leaves fanning out from the top of the trunk: long ones behind, short ones in front.
const outerLeaves = Array.from({ length: 11 }, (_, i) => ({ angle: n(-188 + i * 19.6), length: 270 }));
const innerLeaves = Array.from({ length: 8 }, (_, i) => ({ angle: n(-166 + i * 21.7), length: 170 }));

/** A tree of life sheltering villagers who dance hand in hand beneath it. */
export function HeroCommunity({ className }: { className?: string }) {
  return (
    <HeroCanvas className={className}>
      <Sun x={1330} y={170} r={20} s={2} />
      <HeroHill d="M560 900C720 790 880 760 1040 770S1330 730 1440 700V900Z" />
      {outerLeaves.map(({ angle, length }, i) => (
        <Motif
          key={angle}
          d={leafPath(length, 92)}
          tone={tone(i)}
          texture={i % 2 ? "lines" : "dots"}
          transform={`translate(${crown.x} ${crown.y}) rotate(${angle})`}
        />
      ))}
      {innerLeaves.map(({ angle, length }, i) => (
        <Motif
          key={angle}
          d={leafPath(length, 70)}
          tone={tone(i + 1)}
          texture="lines"
          bead="stroke-turmeric-200"
          transform={`translate(${crown.x} ${crown.y}) rotate(${angle})`}
        />
      ))}
      <Motif
        d="M1098 782C1120 680 1126 570 1130 442H1170C1174 570 1180 680 1202 782C1180 770 1166 790 1150 776C1134 790 1120 770 1098 782Z"
        tone="fill-terracotta-700"
        texture="lines-light"
        bead="stroke-turmeric-400"
      />
      <Bird x={905} y={215} s={2} flip body="cloth" />
      <Bird x={1040} y={150} s={1.6} flip />
      {[840, 950, 1060, 1240, 1350, 1460].map((x, i) => (
        <Figure key={x} x={x} y={836} s={2} pose="out" dress={dress(i + 1)} limbs="stroke-cream" />
      ))}
    </HeroCanvas>
  );
}
