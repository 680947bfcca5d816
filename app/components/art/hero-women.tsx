import { HeroCanvas } from "./canvas.tsx";
import { circlePath, HeroHill, Motif } from "./gond.tsx";
import { Figure, Shape } from "./motifs.tsx";

const wheel = { x: 1080, y: 640, r: 116 };

const spokes = Array.from({ length: 8 }, (_, i) => {
  const a = (i / 8) * Math.PI;
  const dx = (Math.cos(a) * wheel.r).toFixed(1);
  const dy = (Math.sin(a) * wheel.r).toFixed(1);
  return `M${wheel.x} ${wheel.y}m${dx} ${dy}l${-2 * Number(dx)} ${-2 * Number(dy)}`;
}).join("");

const cloths = [
  { x: 930, tone: "fill-terracotta-600", band: "stroke-turmeric-400" },
  { x: 1080, tone: "fill-turmeric-500", band: "stroke-terracotta-700" },
  { x: 1230, tone: "fill-forest-500", band: "stroke-cream" },
];

function zigzag(x: number, y: number, width: number) {
  return `M${x} ${y}${Array.from({ length: Math.floor(width / 14) }, (_, i) => `l7 ${i % 2 ? 10 : -10}`).join("")}`;
}

/** Women at work: handloom cloth drying on a line, and a spinning wheel turning. */
export function HeroWomen({ className }: { className?: string }) {
  return (
    <HeroCanvas className={className}>
      <path d="M760 150C1000 206 1220 196 1440 128" fill="none" className="stroke-cream" strokeWidth="4" />
      {cloths.map(({ x, tone, band }, i) => {
        const top = 186 + Math.sin(i + 1) * 6;
        return (
          <g key={x}>
            <Motif d={`M${x} ${top}h112l-6 ${210 + i * 12}h-100Z`} tone={tone} texture="lines" />
            <path
              d={`${zigzag(x + 8, top + 60, 96)}${zigzag(x + 8, top + 150, 96)}`}
              fill="none"
              className={band}
              strokeWidth="5"
              strokeLinejoin="round"
            />
            <path
              d={`M${x + 16} ${top - 14}v24M${x + 96} ${top - 14}v24`}
              className="stroke-forest-950"
              strokeWidth="8"
            />
          </g>
        );
      })}
      <HeroHill d="M560 900C700 800 880 780 1060 790S1320 770 1440 750V900Z" />
      <path
        d={`M${wheel.x} ${wheel.y}L1030 804M${wheel.x} ${wheel.y}L1130 804M930 804H1260`}
        className="stroke-terracotta-700"
        strokeWidth="16"
        strokeLinecap="round"
      />
      <path d={spokes} className="stroke-turmeric-400" strokeWidth="6" />
      <Motif
        d={`${circlePath(wheel.x, wheel.y, wheel.r + 12)}${circlePath(wheel.x, wheel.y, wheel.r - 6)}`}
        tone="fill-terracotta-600"
        texture="lines"
        bead="stroke-cream"
        evenOdd
      />
      <path
        d={circlePath(wheel.x, wheel.y, 18)}
        className="fill-turmeric-500 stroke-forest-950"
        strokeWidth="4"
      />
      <path d="M1080 524L1250 734" className="stroke-cream" strokeWidth="2" />
      <Figure x={1318} y={806} s={2.8} pose="hold" dress="sun" limbs="stroke-cream" />
      <Figure
        x={840}
        y={810}
        s={2.45}
        pose="up"
        dress="moss"
        limbs="stroke-cream"
        load={<Shape d="M-24-88H24L17-104H-17Z" fill="earth" />}
      />
    </HeroCanvas>
  );
}
