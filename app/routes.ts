import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Mirrors the route table of the specification (requirements 2), row by row.
export default [
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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
