import type { UnitMatrix } from "@app/contract";
import { UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { statusIcons } from "./skill-status";

type Cell = UnitMatrix["rows"][number]["cells"][number];

/**
 * One person's one skill in the matrix: the status's colour and icon, the valid-until date, and the
 * status in words for screen readers. A missing or expired one is a button (with Skills) that records it.
 */
export function MatrixCell({
  cell,
  person,
  skill,
  onRecord,
}: {
  cell: Cell;
  person: string;
  skill: string;
  /** Given when the cell may be recorded from here. */
  onRecord?: () => void;
}) {
  const { t } = useTranslation("skills");
  const Icon = statusIcons[cell.status];
  const date = cell.status === "missing" ? "–" : cell.validUntil ? formatDate(cell.validUntil) : t("validity.none");
  const spoken =
    cell.status === "missing"
      ? t("status.missing")
      : t("matrix.cellText", { status: t(`status.${cell.status}`), date });
  const className = `skill-matrix-cell skill-status-${cell.status}`;
  const content = (
    <>
      <Icon size={16} aria-hidden />
      <span aria-hidden>{date}</span>
    </>
  );
  if (onRecord) {
    return (
      <UnstyledButton
        className={className}
        data-status={cell.status}
        onClick={onRecord}
        aria-label={t("matrix.record", { skill, person, state: spoken })}
      >
        {content}
      </UnstyledButton>
    );
  }
  return (
    <span className={className} data-status={cell.status}>
      {content}
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </span>
  );
}
