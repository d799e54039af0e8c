import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CheckInList, DoorStaffAnswer } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** The door of a show (decision 0034): its staff list, and the check-ins scanned so far. */
const doorStaffKey = (id: string) => ["live-shows", "door-staff", id] as const;
const checkInsKey = (id: string) => ["live-shows", "check-ins", id] as const;

export function getDoorStaff(id: string, signal?: AbortSignal) {
  return callApi("GET /api/shows/:id/verifiers", { params: { id } }, { signal });
}

export function useDoorStaff(id: string) {
  return useQuery(queryOptions({ queryKey: doorStaffKey(id), queryFn: ({ signal }) => getDoorStaff(id, signal) }));
}

export function putDoorStaff({ id, staff }: { id: string; staff: DoorStaffAnswer }) {
  return callApi("PUT /api/shows/:id/verifiers", { params: { id }, body: staff });
}

/** Saves the whole list; the answer (checksummed, normalised) replaces the cached one. */
export function useSaveDoorStaff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staff: DoorStaffAnswer) => putDoorStaff({ id, staff }),
    onSuccess: (answer) => queryClient.setQueryData(doorStaffKey(id), answer),
  });
}

export function getCheckIns(id: string, signal?: AbortSignal) {
  return callApi("GET /api/shows/:id/check-ins", { params: { id } }, { signal });
}

export function useCheckIns(id: string) {
  return useQuery(queryOptions({ queryKey: checkInsKey(id), queryFn: ({ signal }) => getCheckIns(id, signal) }));
}

export function postCheckIn({ id, code }: { id: string; code: string }) {
  return callApi("POST /api/shows/:id/check-ins", { params: { id }, body: { code } });
}

/** One scan; whatever it answers, the list is asked again (another door may have scanned meanwhile). */
export function useCheckIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => postCheckIn({ id, code }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInsKey(id) }),
  });
}

export type { CheckInList };
