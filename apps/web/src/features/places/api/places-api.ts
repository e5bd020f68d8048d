import type { PlaceCreate, PlaceDetail, PlaceTree, PlaceUpdate } from '@circle/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { keepPlaces } from '@/lib/offline/kept-places';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';

export const placesKeys = {
  all: ['places'] as const,
  tree: ['places', 'tree'] as const,
  place: (id: string) => ['places', 'place', id] as const,
};

/** GET /places: the household's places in tree order. */
export const placesQueryOptions = () =>
  queryOptions({
    queryKey: placesKeys.tree,
    queryFn: async ({ signal }) => {
      const tree = await apiClient.get<PlaceTree>('/places', { signal });
      // Kept so that Browse, without a connection, still filters by a place's whole branch.
      void keepPlaces(tree).catch(() => undefined);
      return tree;
    },
  });

export function usePlaces() {
  return useQuery(placesQueryOptions());
}

/** GET /places/{id}: a place with its sub-places and the items of its whole branch. */
export function usePlace(id: string) {
  return useQuery({
    queryKey: placesKeys.place(id),
    queryFn: ({ signal }) =>
      apiClient.get<PlaceDetail>(`/places/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

/** After any change, the tree, the place pages and the item lists (locations) reload. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: placesKeys.all }),
      queryClient.invalidateQueries({ queryKey: inventoryKeys.lists }),
    ]);
}

export function useCreatePlace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: PlaceCreate) => apiClient.post<PlaceDetail>('/places', { json: input }),
    onSuccess: refresh,
  });
}

export function useUpdatePlace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PlaceUpdate }) =>
      apiClient.patch<PlaceDetail>(`/places/${encodeURIComponent(id)}`, { json: changes }),
    onSuccess: refresh,
  });
}

/** PUT /places/{id}/photo (multipart): the place's new photo, replacing any. */
export function useSetPlacePhoto() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiClient.put<PlaceDetail>(`/places/${encodeURIComponent(id)}/photo`, {
        multipart: body,
      });
    },
    onSuccess: refresh,
  });
}

/** DELETE /places/{id}; `moveTo` says where its items and sub-places go. */
export function useDeletePlace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      apiClient.delete<{ place_id: string }>(`/places/${encodeURIComponent(id)}`, {
        ...(moveTo ? { query: { move_to: moveTo } } : {}),
      }),
    onSuccess: refresh,
  });
}
