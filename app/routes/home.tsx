import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Home",
    description:
      "A rural-development society empowering women and youth and strengthening livelihoods in the tribal regions of Telangana.",
  });

export default function HomePage() {
  return <h1 className="p-10 text-4xl font-bold text-forest-800">Dai Rural Development Society</h1>;
}
