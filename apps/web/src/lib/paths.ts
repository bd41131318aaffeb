/** Pages a signed-out person uses; error redirects never happen there and a signed-in user leaves them. */
export const LOGIN_PAGES = ["/login", "/reset-password"] as const;

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? "";

export function isLoginPage(path: string): boolean {
  const pathname = pathnameOf(path).replace(/\/+$/, "") || "/";
  return (LOGIN_PAGES as readonly string[]).includes(pathname);
}

/** The login page, remembering where the user was headed. */
export function loginPath(redirect: string): string {
  return isLoginPage(redirect) ? "/login" : `/login?redirect=${encodeURIComponent(redirect)}`;
}

/** Where to go after signing in: the redirect target unless it is a login page (or not a local path). */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect?.startsWith("/") || redirect.startsWith("//") || redirect.startsWith("/\\")) return "/";
  return isLoginPage(redirect) ? "/" : redirect;
}
