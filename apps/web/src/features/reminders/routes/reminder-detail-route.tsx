import { Navigate, useNavigate, useOutletContext, useParams } from "react-router";
import { isUuid } from "../../../lib/ids";
import { useNotice } from "../api/get-notice";
import { ReminderDetailModal } from "../components/reminder-detail-modal";
import type { ReminderOutlet } from "./reminder-list-page";

/** /list/reminder/{id}: the reminder's modal over the list. */
export function ReminderDetailRoute() {
  const { id = "" } = useParams();
  const { scope, categories, listPath } = useOutletContext<ReminderOutlet>();
  const navigate = useNavigate();
  const valid = isUuid(id);
  const notice = useNotice(valid ? scope : null, id);
  if (!valid) return <Navigate to="/404" replace />;
  const back = () => navigate(listPath);
  return (
    <ReminderDetailModal
      scope={scope}
      notice={notice.data}
      categories={categories}
      listPath={listPath}
      onClose={back}
      onFinished={back}
    />
  );
}
