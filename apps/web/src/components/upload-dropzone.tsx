import "@mantine/dropzone/styles.css";
import { Group, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconUpload } from "@tabler/icons-react";
import type { RefObject } from "react";

/**
 * A drop area for files (multipart field `file`). It opens no file dialog itself: the page's
 * upload button does, through openRef, so that keyboard users have a real button.
 */
export function UploadDropzone({
  openRef,
  onDrop,
  label,
  hint,
}: {
  openRef: RefObject<(() => void) | null>;
  onDrop: (files: File[]) => void;
  label: string;
  hint: string;
}) {
  return (
    <Dropzone
      openRef={openRef}
      onDrop={onDrop}
      multiple
      activateOnClick={false}
      activateOnKeyboard={false}
      p="sm"
      aria-label={label}
      name="file"
    >
      <Group justify="center" gap="xs" mih={44} style={{ pointerEvents: "none" }}>
        <IconUpload size={20} stroke={1.5} aria-hidden />
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Group>
    </Dropzone>
  );
}
