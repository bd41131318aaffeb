import type { ReactNode } from "react";
import { Navigate, useSearchParams } from "react-router";
import { afterLoginPath } from "../../../lib/paths";
import { useStoredSession } from "../../../lib/session";

/**
 * Login pages: a signed-in user goes on at once, to the redirect target when it is not
 * itself a login page, else to /. This is also how a fresh sign-in leaves the login page.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const [params] = useSearchParams();
  if (session) return <Navigate replace to={afterLoginPath(params.get("redirect"))} />;
  return children;
}
