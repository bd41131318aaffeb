import { Navigate, useNavigate, useOutletContext, useParams } from "react-router";
import { useNotice } from "../api/get-notice";
import { ReminderDetailModal } from "../components/reminder-detail-modal";
import type { ReminderOutlet } from "./reminder-list-page";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /list/reminder/{id}: the reminder's modal over the list. */
export function ReminderDetailRoute() {
  const { id = "" } = useParams();
  const { scope, categories, listPath } = useOutletContext<ReminderOutlet>();
  const navigate = useNavigate();
  const valid = uuid.test(id);
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
