import type { CodeSent, Session } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { AuthLayout } from "../../../components/auth-layout";
import { Placeholders } from "../../../components/placeholders";
import { getPendingCode, storePendingCode, storeSession } from "../../../lib/storage";
import { CredentialsForm } from "../components/credentials-form";

// The code step (PinInput with its form) loads when a company asks for one: most sign-ins never see it.
const CodeForm = lazy(() => import("../components/code-form").then((module) => ({ default: module.CodeForm })));

/**
 * /login: email and password, then the code step when a company asks for one. The pending code
 * step is kept in session storage so a reload does not lose it. Once the session is stored the
 * login route itself sends the user on (to the redirect target or /).
 */
export function LoginPage() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<CodeSent | null>(getPendingCode);

  const changePending = (next: CodeSent | null) => {
    storePendingCode(next);
    setPending(next);
  };
  const signedIn = (session: Session) => {
    storePendingCode(null);
    queryClient.clear();
    storeSession(session);
  };

  return (
    <AuthLayout>
      {pending ? (
        <Suspense fallback={<Placeholders />}>
          <CodeForm pending={pending} onSignedIn={signedIn} onStartOver={() => changePending(null)} />
        </Suspense>
      ) : (
        <CredentialsForm onSignedIn={signedIn} onCodeRequired={changePending} />
      )}
    </AuthLayout>
  );
}
