import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { CreateShowInput, LiveShow, LiveShowEvent, LiveShowPage, LiveShowStatus } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export interface ShowFilters {
  status: LiveShowStatus | null;
  openMic: boolean;
}

const SHOWS_KEY = ["live-shows"] as const;
const LIST_KEY = [...SHOWS_KEY, "list"] as const;
export const showKey = (id: string) => [...SHOWS_KEY, "show", id] as const;

export function getShowsPage(filters: ShowFilters & { offset: number }, signal?: AbortSignal) {
  const query = { status: filters.status, openMic: filters.openMic ? true : null, offset: filters.offset || null };
  return callApi("GET /api/shows", { query }, { signal });
}

export function showsQueryOptions(filters: ShowFilters) {
  return infiniteQueryOptions({
    queryKey: [...LIST_KEY, filters.status, filters.openMic],
    queryFn: ({ pageParam, signal }) => getShowsPage({ ...filters, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset,
  });
}

/** The list, a page at a time; the old page stays (dimmed) while a new filter loads. */
export function useShows(filters: ShowFilters) {
  return useInfiniteQuery({ ...showsQueryOptions(filters), placeholderData: keepPreviousData });
}

export function getShow(id: string, signal?: AbortSignal) {
  return callApi("GET /api/shows/:id", { params: { id } }, { signal });
}

export function useShow(id: string) {
  return useQuery(queryOptions({ queryKey: showKey(id), queryFn: ({ signal }) => getShow(id, signal) }));
}

export function createShow(input: CreateShowInput) {
  return callApi("POST /api/shows", { body: input });
}

export function useCreateShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShow,
    onSuccess: async (show) => {
      queryClient.setQueryData(showKey(show.id), show);
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

export function moveShow({ id, status }: { id: string; status: LiveShowStatus }) {
  return callApi("PATCH /api/shows/:id", { params: { id }, body: { status } });
}

export function useMoveShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveShow,
    onSuccess: (show) => replaceShow(queryClient, show.id, () => show),
  });
}

/** Puts a changed show wherever it is shown: its own page and every list page holding it. */
function replaceShow(queryClient: QueryClient, id: string, change: (show: LiveShow) => LiveShow): void {
  queryClient.setQueryData<LiveShow>(showKey(id), (show) => (show ? change(show) : show));
  queryClient.setQueriesData<InfiniteData<LiveShowPage, number>>({ queryKey: LIST_KEY }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, shows: page.shows.map((show) => (show.id === id ? change(show) : show)) })) }
      : data,
  );
}

/** One event of `GET /api/shows/events`, applied where the show is shown, without a request. */
export function applyShowEvent(queryClient: QueryClient, event: LiveShowEvent): void {
  replaceShow(queryClient, event.showId, (show) =>
    event.kind === "status"
      ? { ...show, status: event.status, displayStatus: event.displayStatus }
      : { ...show, ticketsLeft: show.ticketed ? event.ticketsLeft : show.ticketsLeft },
  );
}

/** The cached show an event is about (for its title), if any page holds it. */
export function cachedShow(queryClient: QueryClient, id: string): LiveShow | undefined {
  const own = queryClient.getQueryData<LiveShow>(showKey(id));
  if (own) return own;
  for (const [, data] of queryClient.getQueriesData<InfiniteData<LiveShowPage, number>>({ queryKey: LIST_KEY })) {
    const found = data?.pages.flatMap((page) => page.shows).find((show) => show.id === id);
    if (found) return found;
  }
  return undefined;
}

/** After the event stream was down: what changed meanwhile is asked again. */
export function refreshShows(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SHOWS_KEY });
}
