import { ArtCanvas } from "./canvas.tsx";
import {
  Backdrop,
  Ball,
  Bird,
  Book,
  Cloth,
  Figure,
  Ground,
  Letter,
  Pot,
  Sapling,
  Sun,
  Tree,
} from "./motifs.tsx";

/* Scenes of people: learning, work, care, play and coming together. */

export function LearningScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Tree x={200} y={262} s={1.05} />
      <Figure x={128} y={262} size={0.75} dress="sun" pose="hold" />
      <Figure x={272} y={262} size={0.75} dress="leaf" pose="hold" flip />
      <Book x={200} y={232} s={1.1} />
      <Bird x={316} y={92} s={0.8} flip body="earth" />
      <Ground />
    </ArtCanvas>
  );
}

export function CraftScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Sun x={316} y={66} r={16} />
      <Cloth x={200} y={257} s={1.2} />
      <Figure x={128} y={262} pose="reach" dress="earth" size={1.1} />
      <Figure x={272} y={262} pose="reach" dress="leaf" size={1.1} flip />
      <Ground />
    </ArtCanvas>
  );
}

export function CareScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Tree x={300} y={262} s={0.9} crown="moss" />
      <Figure x={160} y={262} pose="hold" dress="cloth" size={1.1} />
      <Figure x={206} y={262} size={0.6} dress="sun" pose="up" />
      <Pot x={96} y={262} s={0.8} fill="gold" />
      <Ground />
    </ArtCanvas>
  );
}

export function SportScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Sun x={320} y={66} r={16} />
      <Figure x={130} y={262} pose="up" dress="leaf" />
      <Figure x={270} y={262} pose="out" dress="earth" flip />
      <Ball x={200} y={140} s={1.2} />
      <Ground fill="field" />
    </ArtCanvas>
  );
}

export function CircleScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Sun x={200} y={92} r={26} />
      {[80, 160, 240, 320].map((x, index) => (
        <Figure
          key={x}
          x={x}
          y={262}
          pose="out"
          dress={(["leaf", "earth", "gold", "moss"] as const)[index]}
        />
      ))}
      <Ground />
    </ArtCanvas>
  );
}

export function EldersScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Tree x={290} y={262} s={1.05} />
      <path d="M178 262L172 186" className="stroke-terracotta-700" strokeWidth="4" />
      <Figure x={150} y={262} pose="reach" dress="cloth" />
      <Figure x={84} y={262} pose="hold" dress="leaf" size={0.85} />
      <Ground />
    </ArtCanvas>
  );
}

export function PartnersScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Figure x={140} y={262} pose="reach" dress="leaf" size={1.1} />
      <Figure x={260} y={262} pose="reach" dress="earth" size={1.1} flip />
      <Sapling x={200} y={186} s={1.2} leaves={4} />
      <Bird x={200} y={84} />
      <Ground />
    </ArtCanvas>
  );
}

export function GivingScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Pot x={200} y={262} s={2.2} />
      <Sapling x={200} y={176} s={2.2} leaves={4} />
      <Bird x={110} y={150} />
      <Bird x={290} y={150} flip body="earth" />
      <Ground />
    </ArtCanvas>
  );
}

export function LetterScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Tree x={92} y={262} s={0.8} />
      <Bird x={236} y={150} s={1.8} />
      <Letter x={290} y={192} s={1.1} />
      <Sapling x={330} y={262} s={1.2} leaves={4} />
      <Ground />
    </ArtCanvas>
  );
}

export function MentorScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Tree x={320} y={262} s={0.9} crown="moss" />
      <Figure x={120} y={262} pose="reach" dress="earth" size={1.05} />
      <Figure x={214} y={262} pose="hold" dress="gold" size={0.95} flip />
      <Book x={176} y={214} s={0.8} cover="field" />
      <Ground />
    </ArtCanvas>
  );
}
