import { useMatches } from "react-router";

/** True on the 404 page, which the server answers for every unknown address in its language. */
export function useNotFoundPage(): boolean {
  return useMatches().some((match) => match.id === "routes/not-found");
}
