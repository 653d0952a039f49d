// Users as owner options (docs/product.md section 3 "User": label = email, value = id) from GET users/all/.
// Shared by the team and event forms. Staff get every user and filter in the browser; an event
// owner who is not staff finds a user by a whole e-mail address, or users by a name of
// LIMITS.userSearchMin characters, listed by name without their addresses (docs/api.md "Users"), so the
// picker searches as they type (a moment after the last key: the search is rate-limited), and
// owners already chosen are shown by name.
// Cached 1 hour, kept 24 hours (docs/product.md section 9: the query client's defaults).
import { LIMITS, type UserOption } from "@sah/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";
import { useStaffStatus } from "./session.tsx";

/** An owner option: `label` the e-mail (the list), `chip` the name (a chosen owner). */
export type Option = { label: string; value: number; chip?: string };

/** Label = email (docs/product.md section 3), or the name when the answer has no address; a chosen owner's chip reads the name. */
export function toUserOptions(users: readonly UserOption[]): Option[] {
  return users.map((u) => ({ label: u.email ?? u.name, value: u.id, chip: u.name }));
}

/** Every user (staff), or the matches of `search` (anyone who may pick owners). */
export function userOptionsQueryOptions(search = "") {
  return queryOptions({
    queryKey: queryKeys.userOptions(search),
    queryFn: async ({ signal }) =>
      toUserOptions(await api.get<UserOption[]>("users/all/", search ? { search } : undefined, signal)),
  });
}

export const USER_SEARCH_HINT = `Type at least ${LIMITS.userSearchMin} characters of a name, or a whole e-mail address`;

/** How long the picker waits after the last key before it searches (the search is rate-limited). */
export const USER_SEARCH_PAUSE_MS = 300;

/** An e-mail address typed in full (the server matches a whole address only). */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the server would answer this search: a whole e-mail address, or a name of LIMITS.userSearchMin characters. */
export function isSearchable(term: string): boolean {
  return term.includes("@") ? WHOLE_EMAIL.test(term) : term.length >= LIMITS.userSearchMin;
}

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export type OwnerPicker = {
  /** What the list offers now. */
  options: Option[];
  /** Owners already chosen, by name, whatever the list offers now. */
  selectedOptions: Option[];
  loading: boolean;
  isError: boolean;
  /** Set for a search picker: the typed text goes to the server. */
  onInputChange?: (text: string) => void;
  noOptionsText: string;
};

/** The owner picker's data; `chosen` are the owners the edited row already has ({id, name}). */
export function useOwnerPicker(chosen: readonly { id: number; name: string }[] = []): OwnerPicker {
  const isStaff = useStaffStatus();
  const [typed, setTyped] = useState("");
  const now = typed.trim();
  const term = useSettled(now, USER_SEARCH_PAUSE_MS);
  const searching = isStaff === false;
  const longEnough = isSearchable(now);
  const all = useQuery({ ...userOptionsQueryOptions(), enabled: isStaff === true });
  const found = useQuery({
    ...userOptionsQueryOptions(term),
    enabled: searching && isSearchable(term),
    // The last answer stays listed while the next one is on its way (no flicker as they type).
    placeholderData: keepPreviousData,
  });
  const selectedOptions = chosen.map((o) => ({ label: o.name, value: o.id, chip: o.name }));
  if (!searching) {
    return {
      options: all.data ?? [],
      selectedOptions,
      loading: isStaff === undefined || all.isPending,
      isError: all.isError,
      noOptionsText: "No users",
    };
  }
  return {
    options: longEnough && isSearchable(term) ? (found.data ?? []) : [],
    selectedOptions,
    loading: longEnough && (term !== now || found.isFetching),
    isError: longEnough && found.isError,
    onInputChange: setTyped,
    noOptionsText: longEnough ? "No users match" : USER_SEARCH_HINT,
  };
}
