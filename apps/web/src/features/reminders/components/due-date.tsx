import { dueColour } from "@app/contract";
import { VisuallyHidden } from "@mantine/core";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { formatDate, today } from "../../../lib/dates";

/**
 * A reminder date in its due colour, with the meaning also in words for screen readers. The
 * spec's colour rule has no exception: a completed reminder keeps its colour too.
 */
export function DueDate({ reminderAt }: { reminderAt: string | null }) {
  const { t } = useTranslation("reminders");
  if (!reminderAt) return <span>–</span>;
  const colour = dueColour(reminderAt, today());
  return (
    <span className={clsx("reminder-due", colour && `reminder-due-${colour}`)} data-due={colour ?? "none"}>
      {formatDate(reminderAt)}
      {colour && <VisuallyHidden> ({t(`due.${colour}`)})</VisuallyHidden>}
    </span>
  );
}
