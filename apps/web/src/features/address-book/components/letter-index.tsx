import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The Swedish alphabet, A to Ö. */
export const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ"];

/** A button per first letter (pressed: the one chosen), and All. */
export function LetterIndex({
  letter,
  onChange,
}: {
  letter: string | null;
  onChange: (letter: string | null) => void;
}) {
  const { t } = useTranslation("addressBook");
  return (
    <Group gap={2} role="group" aria-label={t("letters")}>
      <Button
        size="compact-sm"
        variant={letter === null ? "filled" : "subtle"}
        aria-pressed={letter === null}
        onClick={() => onChange(null)}
      >
        {t("allLetters")}
      </Button>
      {LETTERS.map((l) => (
        <Button
          key={l}
          size="compact-sm"
          variant={letter === l ? "filled" : "subtle"}
          aria-pressed={letter === l}
          onClick={() => onChange(l)}
        >
          {l}
        </Button>
      ))}
    </Group>
  );
}
