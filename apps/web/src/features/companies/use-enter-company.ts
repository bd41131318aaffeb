import type { Company } from "@app/contract";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useSession } from "../../lib/session";

/** The user's type decides where a company opens: guests get the guest publications page. */
export const companyHomePath = (company: Company) =>
  company.type === "GUEST" ? `/guest/${company.id}/publications` : "/";

/**
 * Company entry: a user blocked from the web in that company goes to /403 (the selection stays as it was);
 * otherwise the company becomes the selected one and opens.
 */
export function useEnterCompany() {
  const { selectCompany } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (company: Company) => {
      if (company.features.denyLoginOnWeb) {
        navigate("/403");
        return;
      }
      selectCompany(company);
      navigate(companyHomePath(company));
    },
    [navigate, selectCompany],
  );
}
