import { Box, Button, Group } from "@mantine/core";
import { useEffect, useRef } from "react";
import SignaturePad from "signature_pad";

/**
 * The largest drawing the pad makes, in pixels: within the contract's ESIGN_SIGNATURE_MAX_WIDTH and
 * ESIGN_SIGNATURE_MAX_HEIGHT (2000 × 1000, what the server takes) with a margin. A phone (about 400
 * CSS pixels wide at 3 device pixels each) draws 1200 × 540; a wide desktop window is scaled down.
 */
const PAD_MAX = { width: 1600, height: 800 };

/**
 * A pad to draw a signature on (finger or mouse), as e-sign's signer and the order report's customer do;
 * `onChange` gets the PNG data URL, or null once cleared. `label` names the pad for a screen reader.
 */
export function DrawnSignature({
  label,
  clearLabel,
  onChange,
}: {
  label: string;
  clearLabel: string;
  onChange: (image: string | null) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // The canvas is drawn at the screen's pixel density, so the signature stays sharp on a phone, but
    // never larger than PAD_MAX.
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
        aria-label={label}
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
          {clearLabel}
        </Button>
      </Group>
    </Box>
  );
}
