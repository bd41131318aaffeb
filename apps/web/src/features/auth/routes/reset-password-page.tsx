import { useSearchParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { NewPasswordForm } from "../components/new-password-form";
import { RequestResetForm } from "../components/request-reset-form";

/** /reset-password: request a link, or (with the mailed ?token=) choose the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return <AuthLayout>{token ? <NewPasswordForm key={token} token={token} /> : <RequestResetForm />}</AuthLayout>;
}
