import { AVATAR_MAX_BYTES, AVATAR_TYPES, type CurrentUser } from "@app/contract";
import { Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../components/user-avatar";
import { confirmAction } from "../../../lib/confirm";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import { useRemoveAvatar } from "../api/avatar";

// The crop tool (react-easy-crop) loads when the user reaches for the upload button, not with the profile.
const AvatarCropModal = lazyModal(
  () => import("./avatar-crop-modal").then((module) => module.AvatarCropModal),
  (props) => props.file !== null,
);

/** One's picture: pick a PNG, JPEG or WebP, crop it to a square, or remove it (initials again). */
export function AvatarEditor({ user }: { user: CurrentUser }) {
  const { t } = useTranslation("profile");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useRemoveAvatar(user.id);

  const pick = (picked: File | null) => {
    setError(null);
    if (!picked) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(picked.type)) setError(t("avatar.wrongType"));
    else if (picked.size > AVATAR_MAX_BYTES) setError(t("avatar.tooLarge"));
    else setFile(picked);
  };

  const askRemove = () =>
    confirmAction({
      title: t("avatar.removeTitle"),
      message: t("avatar.removeMessage"),
      confirm: t("avatar.remove"),
      onConfirm: () => remove.mutate(undefined, { onError: () => toast("failure", t("avatar.failed"), 6000) }),
    });

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserAvatar userId={user.id} name={user.name} hasImage={user.hasAvatar} size={96} />
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton onChange={pick} accept={AVATAR_TYPES.join(",")}>
            {(props) => (
              <Button
                variant="light"
                onPointerEnter={AvatarCropModal.preload}
                onFocus={AvatarCropModal.preload}
                {...props}
              >
                {user.hasAvatar ? t("avatar.change") : t("avatar.upload")}
              </Button>
            )}
          </FileButton>
          {user.hasAvatar && (
            <Button variant="subtle" color="red" onClick={askRemove} loading={remove.isPending}>
              {t("avatar.remove")}
            </Button>
          )}
        </Group>
        <Text size="xs" c={error ? "red.9" : "dimmed"} role={error ? "alert" : undefined}>
          {error ?? t("avatar.hint")}
        </Text>
      </Stack>
      <AvatarCropModal userId={user.id} file={file} onClose={() => setFile(null)} />
    </Group>
  );
}
