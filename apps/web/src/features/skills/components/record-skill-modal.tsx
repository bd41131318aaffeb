import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import type { RecordStart } from "../record-values";
import { RecordSkillForm } from "./record-skill-form";

interface Props {
  scope: Scope;
  opened: boolean;
  start: RecordStart;
  onClose: () => void;
}

/** Record a person's skill (or renew it: recording it again), or edit a record; with a certificate. */
export function RecordSkillModal({ scope, opened, start, onClose }: Props) {
  const { t } = useTranslation("skills");
  const title = start.userSkill
    ? t("record.editTitle", { skill: start.userSkill.skill.name, person: start.userSkill.user.name })
    : t("record.title");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <RecordSkillForm scope={scope} start={start} onClose={onClose} />
    </Modal>
  );
}
