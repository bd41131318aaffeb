import { Box, Button, Group } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import SignaturePad from "signature_pad";

/** The largest drawing, in pixels: within what the server takes (2000 × 1000) with a margin. */
const PAD_MAX = { width: 1600, height: 800 };

/** A pad the customer draws on (finger or mouse); `onChange` gets the PNG data URL, or null once cleared. */
export function SignatureCanvas({ onChange }: { onChange: (image: string | null) => void }) {
  const { t } = useTranslation("orderReport");
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Drawn at the screen's pixel density (sharp on a phone), never larger than PAD_MAX.
    const ratio = Math.min(
      Math.max(window.devicePixelRatio || 1, 1),
      PAD_MAX.width / (element.offsetWidth || 1),
      PAD_MAX.height / (element.offsetHeight || 1),
    );
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext("2d")?.scale(ratio, ratio);
    const signature = new SignaturePad(element);
    signature.addEventListener("endStroke", () => onChange(signature.toDataURL("image/png")));
    pad.current = signature;
    return () => signature.off();
  }, [onChange]);

  return (
    <Box>
      <Box
        component="canvas"
        ref={canvas}
        aria-label={t("signature.pad")}
        w="100%"
        h={180}
        bd="1px solid var(--mantine-color-default-border)"
        style={{ borderRadius: 4, touchAction: "none", display: "block" }}
      />
      <Group justify="flex-end" mt={4}>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            pad.current?.clear();
            onChange(null);
          }}
        >
          {t("signature.clear")}
        </Button>
      </Group>
    </Box>
  );
}
