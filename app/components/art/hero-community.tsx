import { Bird, Figure, HeroCanvas, Motif, Sun, leafPath, n } from "./gond.tsx";

const art = "hero-community";
const crown = { x: 1150, y: 450 };
const tones = ["fill-forest-500", "fill-turmeric-500", "fill-terracotta-600"];
const tone = (i: number) => tones[i % tones.length] ?? "fill-forest-500";

// Two rings of leaves fanning out from the top of the trunk: long ones behind, short ones in front.
const outerLeaves = Array.from({ length: 11 }, (_, i) => ({ angle: n(-188 + i * 19.6), length: 270 }));
const innerLeaves = Array.from({ length: 8 }, (_, i) => ({ angle: n(-166 + i * 21.7), length: 170 }));

/** A tree of life sheltering villagers who dance hand in hand beneath it. */
export function HeroCommunity({ className }: { className?: string }) {
  return (
    <HeroCanvas art={art} className={className}>
      <Sun art={art} x={1330} y={170} r={40} />
      <Motif
        art={art}
        d="M560 900C720 790 880 760 1040 770S1330 730 1440 700V900Z"
        tone="fill-forest-700"
        texture="lines-light"
        bead="stroke-turmeric-400"
      />
      {outerLeaves.map(({ angle, length }, i) => (
        <Motif
          key={angle}
          art={art}
          d={leafPath(length, 92)}
          tone={tone(i)}
          texture={i % 2 ? "lines" : "dots"}
          transform={`translate(${crown.x} ${crown.y}) rotate(${angle})`}
        />
      ))}
      {innerLeaves.map(({ angle, length }, i) => (
        <Motif
          key={angle}
          art={art}
          d={leafPath(length, 70)}
          tone={tone(i + 1)}
          texture="lines"
          bead="stroke-turmeric-200"
          transform={`translate(${crown.x} ${crown.y}) rotate(${angle})`}
        />
      ))}
      <Motif
        art={art}
        d="M1098 782C1120 680 1126 570 1130 442H1170C1174 570 1180 680 1202 782C1180 770 1166 790 1150 776C1134 790 1120 770 1098 782Z"
        tone="fill-terracotta-700"
        texture="lines-light"
        bead="stroke-turmeric-400"
      />
      <Bird art={art} x={905} y={215} s={0.8} tone="fill-cream" wing="fill-terracotta-600" />
      <Bird art={art} x={1040} y={150} s={0.65} tone="fill-turmeric-400" wing="fill-forest-500" />
      {[840, 950, 1060, 1240, 1350, 1460].map((x, i) => (
        <Figure
          key={x}
          art={art}
          x={x}
          y={836}
          h={170}
          tone={tone(i + 1)}
          arms={[
            [-32, -48],
            [32, -48],
          ]}
        />
      ))}
    </HeroCanvas>
  );
}
