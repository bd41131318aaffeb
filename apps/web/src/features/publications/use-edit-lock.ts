import type { Publication } from "@app/contract";
import { ErrorCode } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { publicationKeys, type Scope } from "./api/keys";
import { lockPublication, storePublication, unlockOnUnload, unlockPublication } from "./api/publication-actions";

/** The page renews its lock this often while editing (a lock holds LOCK_MINUTES without renewal). */
export const RENEW_MS = 10 * 60_000;

/**
 * Edit mode of an object page: entering takes the edit lock, it is renewed while editing, and
 * leaving (cancel, save, another page, closing the tab) releases it.
 */
export function useEditLock(scope: Scope, publicationId: string) {
  const { t } = useTranslation("publications");
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [starting, setStarting] = useState(false);
  const editingRef = useRef(false);

  const set = useCallback((value: boolean) => {
    editingRef.current = value;
    setEditing(value);
  }, []);

  const { userId, companyId } = scope;
  const store = useCallback(
    (publication: Publication) => storePublication(client, { userId, companyId }, publication),
    [client, userId, companyId],
  );
  const storeRef = useRef(store);
  storeRef.current = store;

  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: publicationKeys.detail({ userId, companyId }, publicationId) }),
    [client, userId, companyId, publicationId],
  );

  const start = useCallback(
    async (force = false) => {
      setStarting(true);
      try {
        const locked = await lockPublication(companyId, publicationId, force);
        store(locked);
        set(true);
        return locked;
      } catch (error) {
        const message =
          error instanceof ApiError && error.code === ErrorCode.Locked ? t("lock.takenByOther") : t("lock.failed");
        toast("failure", message, 5000);
        void refresh();
        return null;
      } finally {
        setStarting(false);
      }
    },
    [companyId, publicationId, store, set, t, refresh],
  );

  /** Leaves edit mode and gives the lock back. */
  const release = useCallback(async () => {
    if (!editingRef.current) return;
    set(false);
    try {
      store(await unlockPublication(companyId, publicationId));
    } catch {
      void refresh();
    }
  }, [companyId, publicationId, set, store, refresh]);

  /** Edit mode ended by the server (the lock went to someone else): no unlock, or it would free theirs. */
  const lost = useCallback(() => {
    set(false);
    void refresh();
  }, [set, refresh]);

  // Renew while editing; a refused renewal means the lock is gone.
  useEffect(() => {
    if (!editing) return;
    const timer = setInterval(() => {
      lockPublication(companyId, publicationId).then(store, (error: unknown) => {
        if (error instanceof ApiError && (error.code === ErrorCode.Locked || error.code === ErrorCode.Archived)) {
          toast("failure", t("lock.lost"), 8000);
          lost();
        }
      });
    }, RENEW_MS);
    return () => clearInterval(timer);
  }, [editing, companyId, publicationId, store, lost, t]);

  // Closing the tab or leaving the page releases the lock.
  useEffect(() => {
    const onHide = () => {
      if (editingRef.current) unlockOnUnload(companyId, publicationId);
    };
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      if (editingRef.current) {
        editingRef.current = false;
        void unlockPublication(companyId, publicationId).then(storeRef.current, () => {});
      }
    };
  }, [companyId, publicationId]);

  return { editing, starting, start, release, lost };
}
