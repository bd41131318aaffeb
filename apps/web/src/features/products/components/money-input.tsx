import { TextInput, type TextInputProps } from "@mantine/core";
import type { FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import { kronorToOre, oreToInput } from "../../../lib/money";

/**
 * An amount in kronor typed with a comma or a point ("1 234,50"); the form holds the text, which
 * becomes öre when sent (money.ts). A readable amount is written tidily once the field is left.
 */
type Props = Omit<TextInputProps, "value" | "onChange"> & { value?: string; onChange?: (value: string) => void };

export function MoneyInput(props: Props) {
  const { t } = useTranslation("products");
  const { value, onChange, onBlur, ...rest } = props;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      rightSection={t("money.currency")}
      rightSectionWidth={40}
      {...rest}
      value={value ?? ""}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const ore = kronorToOre(value ?? "");
        if (ore !== null && onChange) onChange(oreToInput(ore));
        onBlur?.(event);
      }}
    />
  );
}
