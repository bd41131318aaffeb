import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AvatarCropper } from "./avatar-cropper";

/** The crop step of an avatar upload; its content mounts afresh for each picked file. */
export function AvatarCropModal({ userId, file, onClose }: { userId: string; file: File | null; onClose: () => void }) {
  const { t } = useTranslation("profile");
  return (
    <Modal opened={file !== null} onClose={onClose} title={t("avatar.cropTitle")} size="lg">
      {file && <AvatarCropper userId={userId} file={file} onDone={onClose} />}
    </Modal>
  );
}
