import { Box, Slider, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { toast } from "../../../lib/toast";
import { useUploadAvatar } from "../api/avatar";

/** A square crop of the picked image (drag to move, zoom); the server cuts the file to it. */
export function AvatarCropper({ userId, file, onDone }: { userId: string; file: File; onDone: () => void }) {
  const { t } = useTranslation("profile");
  const upload = useUploadAvatar(userId);
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const save = () => {
    const rect = area && {
      left: Math.max(0, Math.round(area.x)),
      top: Math.max(0, Math.round(area.y)),
      width: Math.max(1, Math.round(area.width)),
      height: Math.max(1, Math.round(area.height)),
    };
    upload.mutate(
      { file, crop: rect ?? {} },
      { onSuccess: onDone, onError: () => toast("failure", t("avatar.failed"), 6000) },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <Box pos="relative" h={320} bg="dark.6" data-testid="avatar-crop-area">
          {url && (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <Text size="sm" id="avatar-zoom-label">
          {t("avatar.zoom")}
        </Text>
        <Slider
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          aria-labelledby="avatar-zoom-label"
          label={null}
        />
        <FormActions
          cancel={t("avatar.cancel")}
          submit={t("avatar.save")}
          onCancel={onDone}
          loading={upload.isPending}
        />
      </Stack>
    </form>
  );
}
