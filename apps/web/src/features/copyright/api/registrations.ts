import { useMemo } from "react";
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import { fillPath, type FilingReport, type RegistrationAnswer, type RegistrationList } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

const COPYRIGHT_KEY = ["copyright"] as const;
const LIST_KEY = [...COPYRIGHT_KEY, "registrations"] as const;
const registrationKey = (id: string) => [...COPYRIGHT_KEY, "registration", id] as const;

export function getRegistrations(offset: number, signal?: AbortSignal) {
  return callApi("GET /api/copyright/registrations", { query: { offset: offset || null } }, { signal });
}

export function registrationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: LIST_KEY,
    queryFn: ({ signal, pageParam }) => getRegistrations(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: RegistrationList) => last.nextOffset ?? undefined,
  });
}

/** My registrations, newest first, as the server pages them: the pages loaded so far, as one list. */
export function useRegistrations() {
  const query = useInfiniteQuery(registrationsQueryOptions());
  const list = useMemo(() => query.data?.pages.flatMap((page) => page.registrations) ?? [], [query.data]);
  return { query, list };
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
  queryClient.setQueryData<InfiniteData<RegistrationList, number>>(LIST_KEY, (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.registrations.some((each) => each.id === registration.id));
    const pages = data.pages.map((page, index) => ({
      ...page,
      registrations: known
        ? page.registrations.map((each) => (each.id === registration.id ? registration : each))
        : index === 0
          ? [registration, ...page.registrations]
          : page.registrations,
    }));
    return { ...data, pages };
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
