import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { fillPath, REGISTRATION_PAGE, type FilingReport, type RegistrationAnswer, type RegistrationList } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

const COPYRIGHT_KEY = ["copyright"] as const;
const LIST_KEY = [...COPYRIGHT_KEY, "registrations"] as const;
const registrationKey = (id: string) => [...COPYRIGHT_KEY, "registration", id] as const;

/** A page of my registrations, newest first: the server's largest page, from `offset`. */
export function getRegistrations(offset: number, signal?: AbortSignal) {
  const query = { limit: REGISTRATION_PAGE.max, offset: offset || null };
  return callApi("GET /api/copyright/registrations", { query }, { signal });
}

export function registrationsQueryOptions(offset = 0) {
  return queryOptions({ queryKey: [...LIST_KEY, offset], queryFn: ({ signal }) => getRegistrations(offset, signal) });
}

/** A page of my registrations, newest first; without an offset, the newest. */
export function useRegistrations(offset = 0) {
  return useQuery(registrationsQueryOptions(offset));
}

/** The registrations the pages at these offsets hold, as far as they are loaded. */
export function registrationsOnPages(queryClient: QueryClient, offsets: number[]): Set<string> {
  const pages = offsets.map((offset) => queryClient.getQueryData(registrationsQueryOptions(offset).queryKey));
  return new Set(pages.flatMap((page) => page?.registrations.map((each) => each.id) ?? []));
}

export function getRegistration(id: string, signal?: AbortSignal) {
  return callApi("GET /api/copyright/registrations/:id", { params: { id } }, { signal });
}

/** Asks the server to verify the receipt of the commit (a draft) or the reveal (committed) sent as `txHash`. */
export function confirmRegistration(id: string, txHash: `0x${string}`) {
  return callApi("POST /api/copyright/registrations/:id/confirm", { params: { id }, body: { txHash } });
}

export function reportFiling({ id, report }: { id: string; report: FilingReport }) {
  return callApi("POST /api/copyright/registrations/:id/filing", { params: { id }, body: report });
}

/** Puts a registration the server answered wherever it is shown: its own entry and the list (new ones first). */
export function putRegistration(queryClient: QueryClient, registration: RegistrationAnswer): void {
  queryClient.setQueryData(registrationKey(registration.id), registration);
  const pages = queryClient.getQueriesData<RegistrationList>({ queryKey: LIST_KEY });
  const known = pages.some(([, page]) => page?.registrations.some((each) => each.id === registration.id));
  if (!known) {
    queryClient.setQueryData(registrationsQueryOptions().queryKey, (page) =>
      page ? { ...page, registrations: [registration, ...page.registrations] } : page,
    );
    return;
  }
  queryClient.setQueriesData<RegistrationList>({ queryKey: LIST_KEY }, (page) =>
    page ? { ...page, registrations: page.registrations.map((each) => (each.id === registration.id ? registration : each)) } : page,
  );
}

export function useReportFiling() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reportFiling, onSuccess: (registration) => putRegistration(queryClient, registration) });
}

/** The downloads of an anchored registration and of its filing (plain links: the session cookie goes with them). */
export const downloadPaths = (id: string) => ({
  certificatePdf: fillPath("/api/copyright/registrations/:id/certificate.pdf", { id }),
  certificateJson: fillPath("/api/copyright/registrations/:id/certificate", { id }),
  filingPackage: fillPath("/api/copyright/registrations/:id/package.pdf", { id }),
});
