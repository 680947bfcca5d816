import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";

// Mirrors the route table of the specification (requirements 2), row by row.
const specificationRoutes = [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("team", "routes/team.tsx"),
  route("collaborators", "routes/collaborators.tsx"),
  route("donate", "routes/donate.tsx"),
  route("contact", "routes/contact.tsx"),
  route("volunteer/gram-library", "routes/volunteer/gram-library.tsx"),
  route("volunteer/grow-plant", "routes/volunteer/grow-plant.tsx"),
  route("volunteer/internship", "routes/volunteer/internship.tsx"),
  route("programs/natural-resource", "routes/programs/natural-resource.tsx"),
  route("programs/education", "routes/programs/education.tsx"),
  route("programs/farm-livelihoods", "routes/programs/farm-livelihoods.tsx"),
  route("programs/non-farm-livelihoods", "routes/programs/non-farm-livelihoods.tsx"),
  route("programs/health", "routes/programs/health.tsx"),
  route("programs/rural-sports", "routes/programs/sports.tsx", { id: "programs/rural-sports" }),
  route("programs/sports", "routes/programs/sports.tsx"),
  route("programs/fpos", "routes/programs/fpos.tsx"),
  route("programs/drug-de-addiction", "routes/programs/drug-de-addiction.tsx"),
  route("programs/senior-citizens", "routes/programs/senior-citizens.tsx"),
  // Issue 15: the privacy notice every form links to, and the society's credentials and reports.
  route("privacy", "routes/privacy.tsx"),
  route("transparency", "routes/transparency.tsx"),
  // Issue 13: a donor reports a payment against a pledge ("I have paid").
  route("donate/paid", "routes/donate-paid.tsx"),
  // Issue 25: news, written at /staff/news; the server renders a page per post and per ten posts.
  route("news", "routes/news.tsx"),
  route("news/page/:page", "routes/news.tsx", { id: "news-page" }),
  route("news/feed.xml", "routes/news-feed.ts"),
  route("news/:slug", "routes/news-post.tsx"),
];

/**
 * The same screens in Telugu under /te (docs/decisions/009-telugu.md): the same modules, which read
 * their language from the address. The ids need only differ from the English routes'.
 */
function inTelugu(entry: RouteConfigEntry): RouteConfigEntry {
  const id = `te/${entry.id ?? entry.file.replace(/^routes\/|\.tsx?$/g, "")}`;
  return route(entry.index ? "te" : `te/${entry.path}`, entry.file, { id });
}

export default [
  ...specificationRoutes,
  ...specificationRoutes.map(inTelugu),
  // Any other path, in either language; the server answers it with the 404 page of its language.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
