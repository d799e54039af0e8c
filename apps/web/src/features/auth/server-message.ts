/** The server's own words for a refused request, for the SPEC 8 "Error" toast. */
export function serverMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}
