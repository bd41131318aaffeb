import "../calendar.css";
import { Navigate, useParams } from "react-router";
import { isUuid } from "../../../lib/ids";
import { useRouteCompany } from "../../../lib/route-company";
import { CalendarBoard } from "../components/calendar-board";

/** /calendar/{companyId?}: one company's calendar, or every company's without one. */
export function CalendarPage() {
  const { companyId } = useParams();
  const { company, user } = useRouteCompany();
  if (companyId !== undefined && (!isUuid(companyId) || !company)) return <Navigate replace to="/404" />;
  return <CalendarBoard key={company?.id ?? "all"} userId={user.id} company={company} />;
}
