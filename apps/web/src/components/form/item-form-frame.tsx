// The frame of a dashboard page that adds or edits an item of the event (a team, a player, a
// sponsor, the event's details; docs/product.md section 2): the page title after the event's name, the event
// permission guard with its notice (section 6), and for an edit the item's loading and error views.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { pushAlert } from "../../lib/alerts.ts";
import { routeId, useEventId, useOutletEvent } from "../../lib/event-outlet.ts";
import { ErrorView, LoadingView } from "../page-views.tsx";
import { PermissionGuard } from "../permission-guard.tsx";
import { Seo } from "../seo.tsx";
import { FormCard } from "./form-card.tsx";

/** "Add Team" and the like: the form of a new item. */
export function NewItemFrame({ title, children }: { title: string; children: ReactNode }) {
  const event = useOutletEvent();
  return (
    <>
      <Seo title={`${title} · ${event?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        <FormCard title={title}>{children}</FormCard>
      </PermissionGuard>
    </>
  );
}

type EditProps<T> = {
  query: UseQueryResult<T>;
  /** The page's title, also while the item loads (`undefined`). */
  title: (item: T | undefined) => string;
  children: (item: T) => ReactNode;
  /** Shown below the form, inside the guard. */
  footer?: ReactNode;
};

/** "Edit {name}" and the like: the form of the item the query reads, once it has. */
export function EditItemFrame<T>({ query, title, children, footer }: EditProps<T>) {
  const event = useOutletEvent();
  return (
    <>
      <Seo title={`${title(query.data)} · ${event?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        {query.isPending ? (
          <LoadingView />
        ) : query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <FormCard title={title(query.data)}>{children(query.data)}</FormCard>
        )}
        {footer}
      </PermissionGuard>
    </>
  );
}

/**
 * What the form of a new item does (`noun` "Team"): save, say "Team added.", then go to `back`;
 * Cancel goes there too. Spread into the form's props.
 */
export function useNewItemActions<B>(noun: string, save: (body: B) => Promise<unknown>, back: string) {
  const navigate = useNavigate();
  const toBack = () => void navigate(back);
  return {
    mode: "create" as const,
    onSave: async (body: B) => {
      await save(body);
      pushAlert({ severity: "success", text: `${noun} added.` });
    },
    onDone: toBack,
    onCancel: toBack,
  };
}

/**
 * What the form of an existing item does: save, say "Team saved." and go to `back` (Cancel too);
 * delete, say "Team deleted." and go to `list`. Spread into the form's props.
 */
export function useEditItemActions<B>(
  noun: string,
  item: { save: (body: B) => Promise<unknown>; remove: () => Promise<unknown>; back: string; list: string },
) {
  const navigate = useNavigate();
  return {
    mode: "edit" as const,
    onSave: (body: B) => item.save(body),
    onDone: () => {
      pushAlert({ severity: "success", text: `${noun} saved.` });
      void navigate(item.back);
    },
    onCancel: () => void navigate(item.back),
    onDelete: () => item.remove(),
    onDeleted: () => {
      pushAlert({ severity: "success", text: `${noun} deleted.` });
      void navigate(item.list);
    },
  };
}

/**
 * The page that adds an item (`noun` "Team"): "Add Team", its form saved by the mutation `useCreate`
 * gives; then, and on Cancel, the list at `list(eventId)`. The players, teams and sponsors pages are this page.
 */
export function newItemPage<B>(
  noun: string,
  useCreate: (eventId: number) => { mutateAsync: (body: B) => Promise<unknown> },
  list: (eventId: number) => string,
  form: (actions: ReturnType<typeof useNewItemActions<B>>, eventId: number) => ReactNode,
) {
  return function NewItemPage() {
    const eventId = useEventId();
    const create = useCreate(eventId);
    const actions = useNewItemActions(noun, create.mutateAsync, list(eventId));
    return <NewItemFrame title={`Add ${noun}`}>{form(actions, eventId)}</NewItemFrame>;
  };
}

type EditPageOf<T, B> = {
  /** What the page edits, e.g. "Team": "Edit {name}" ("Edit Team" while it loads), "Team saved.". */
  noun: string;
  /** The route parameter of the item's id, e.g. "teamId". */
  param: string;
  useItem: (eventId: number, id: number) => UseQueryResult<T>;
  useUpdate: (eventId: number, id: number) => { mutateAsync: (body: B) => Promise<unknown> };
  useDelete: (eventId: number, id: number) => { mutateAsync: () => Promise<unknown> };
  /** Where Save and Cancel lead. */
  back: (eventId: number, id: number) => string;
  /** Where Delete leads. */
  list: (eventId: number) => string;
  form: (item: T, actions: ReturnType<typeof useEditItemActions<B>>, eventId: number) => ReactNode;
};

/** The page that edits an item of the event, with Delete (docs/decisions/034-archive-and-delete.md). */
export function editItemPage<T extends { name: string }, B>(of: EditPageOf<T, B>) {
  return function EditItemPage() {
    const eventId = useEventId();
    const id = routeId(useParams()[of.param]);
    const item = of.useItem(eventId, id);
    const update = of.useUpdate(eventId, id);
    const remove = of.useDelete(eventId, id);
    const actions = useEditItemActions(of.noun, {
      save: update.mutateAsync,
      remove: () => remove.mutateAsync(),
      back: of.back(eventId, id),
      list: of.list(eventId),
    });
    return (
      <EditItemFrame query={item} title={(i) => `Edit ${i?.name ?? of.noun}`}>
        {(i) => of.form(i, actions, eventId)}
      </EditItemFrame>
    );
  };
}
