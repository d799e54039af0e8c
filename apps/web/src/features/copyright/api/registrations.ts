import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { fillPath, REGISTRATION_PAGE, type FilingReport, type RegistrationAnswer } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

const COPYRIGHT_KEY = ["copyright"] as const;
const LIST_KEY = [...COPYRIGHT_KEY, "registrations"] as const;
const registrationKey = (id: string) => [...COPYRIGHT_KEY, "registration", id] as const;

export function getRegistrations(signal?: AbortSignal) {
  // The newest page the server gives (its largest); older ones are reached with `offset`.
  return callApi("GET /api/copyright/registrations", { query: { limit: REGISTRATION_PAGE.max } }, { signal });
}

export function registrationsQueryOptions() {
  return queryOptions({ queryKey: LIST_KEY, queryFn: ({ signal }) => getRegistrations(signal) });
}

/** My registrations, newest first, as the server lists them. */
export function useRegistrations() {
  return useQuery(registrationsQueryOptions());
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
  queryClient.setQueryData<{ registrations: RegistrationAnswer[]; nextOffset: number | null }>(LIST_KEY, (data) => {
    if (!data) return data;
    const known = data.registrations.some((each) => each.id === registration.id);
    return {
      ...data,
      registrations: known
        ? data.registrations.map((each) => (each.id === registration.id ? registration : each))
        : [registration, ...data.registrations],
    };
  });
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
