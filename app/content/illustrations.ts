/**
 * The illustrations a content module may name. Content refers to art by id only, so that it stays
 * plain data; app/components/art/illustration.tsx draws each one.
 */
export type IllustrationId =
  | "forest"
  | "saplings"
  | "water"
  | "learning"
  | "dairy"
  | "harvest"
  | "craft"
  | "care"
  | "sport"
  | "collective"
  | "circle"
  | "elders"
  | "partners"
  | "giving"
  | "letter"
  | "mentor"
  | "village";
