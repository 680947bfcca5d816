/*
 * What the volunteer form holds before any check, without zod: the page's script loads this with
 * the form and the rules (volunteer.ts) only on the first check (decision 043).
 */
export const emptyVolunteer = {
  name: "",
  email: "",
  phone: "",
  occupation: "",
  experience: "",
  motivation: "",
};
