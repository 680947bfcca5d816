import { ArtCanvas } from "./canvas.tsx";
import {
  Backdrop,
  Bird,
  Cow,
  Drone,
  Figure,
  Fish,
  Ground,
  Hills,
  Hut,
  Pot,
  Sapling,
  Sun,
  Tree,
  Waves,
} from "./motifs.tsx";

/* Scenes of land, water, trees and farms. */

export function ForestScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Sun x={320} y={62} r={18} />
      <Tree x={200} y={262} s={1.15} />
      <Tree x={90} y={262} s={0.75} crown="moss" />
      <Tree x={312} y={262} s={0.7} crown="deep" />
      <Bird x={148} y={84} s={0.9} />
      <Bird x={258} y={120} s={0.8} flip body="earth" />
      <Ground />
    </ArtCanvas>
  );
}

export function SaplingsScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Sun x={80} y={66} r={18} />
      <Tree x={300} y={262} s={0.85} />
      {[70, 120, 170, 220].map((x, index) => (
        <Sapling key={x} x={x} y={262} s={1 + (index % 2) * 0.25} leaves={index % 2 ? 4 : 2} />
      ))}
      <Figure x={190} y={262} pose="hold" dress="gold" size={0.95} />
      <Pot x={224} y={262} s={0.6} />
      <Ground />
    </ArtCanvas>
  );
}

export function WaterScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <path d="M40 170C90 150 310 150 360 170V262H40Z" className="fill-forest-100" />
      <Waves x={200} y={182} rows={4} width={260} />
      <Fish x={140} y={236} s={1.2} />
      <Fish x={262} y={222} flip body="moss" />
      <Tree x={70} y={168} s={0.55} crown="moss" />
      <Tree x={336} y={168} s={0.6} />
      <Bird x={200} y={118} body="earth" />
      <Ground />
    </ArtCanvas>
  );
}

export function HarvestScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Sun x={200} y={70} r={24} />
      {[60, 100, 140, 260, 300, 340].map((x, index) => (
        <Sapling key={x} x={x} y={262} s={1.3} leaves={index % 2 ? 2 : 4} />
      ))}
      <Figure x={200} y={262} pose="up" dress="sun" size={1.1} />
      <Ground fill="field" />
    </ArtCanvas>
  );
}

export function VillageScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Hills y={236} />
      <Hut x={110} y={262} />
      <Hut x={200} y={262} s={1.2} wall="field" />
      <Hut x={292} y={262} />
      <Tree x={44} y={262} s={0.6} />
      <Tree x={360} y={262} s={0.6} crown="moss" />
      <Ground />
    </ArtCanvas>
  );
}

export function DairyScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Tree x={316} y={262} s={0.95} />
      <Cow x={170} y={262} s={1.5} />
      <Figure x={64} y={262} pose="hold" dress="leaf" />
      <Bird x={250} y={90} s={0.8} flip />
      <Ground />
    </ArtCanvas>
  );
}

export function CollectiveScene() {
  return (
    <ArtCanvas>
      <Backdrop />
      <Drone x={290} y={84} s={1.1} />
      {[130, 200, 270].map((x, index) => (
        <Figure key={x} x={x} y={262} pose="out" dress={(["leaf", "earth", "gold"] as const)[index]} />
      ))}
      <Sapling x={60} y={262} s={1.3} leaves={4} />
      <Sapling x={340} y={262} s={1.3} leaves={4} />
      <Ground fill="field" />
    </ArtCanvas>
  );
}
