import { type Category, colorToHex } from "@app/contract";
import { Box, Group, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A category's colour swatch and name. */
export function CategoryLabel({ category }: { category: Pick<Category, "name" | "color"> }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        aria-hidden
        w={12}
        h={12}
        style={{ borderRadius: 3, flex: "none", backgroundColor: colorToHex(category.color) }}
      />
      <Text span fz="sm" truncate>
        {category.name}
      </Text>
    </Group>
  );
}

export const NO_CATEGORY = "none";

/** Category dropdown; `withNone` adds the "no category" choice of the list filter. */
export function CategorySelect({
  label,
  categories,
  value,
  onChange,
  withNone,
  placeholder,
  disabled,
  readOnly,
  variant,
}: {
  label: string;
  categories: Category[];
  value: string | null;
  onChange: (value: string | null) => void;
  withNone?: boolean;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  variant?: "default" | "filled";
}) {
  const { t } = useTranslation("reminders");
  const byId = new Map(categories.map((c) => [c.id, c]));
  const data = [
    ...(withNone ? [{ value: NO_CATEGORY, label: t("category.none") }] : []),
    ...categories.map((c) => ({ value: c.id, label: c.name })),
  ];
  const selected = value ? byId.get(value) : undefined;
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      clearable={!readOnly}
      disabled={disabled}
      readOnly={readOnly}
      variant={variant}
      placeholder={placeholder}
      clearButtonProps={{ "aria-label": t("category.clear") }}
      leftSection={
        selected ? (
          <Box aria-hidden w={12} h={12} style={{ borderRadius: 3, backgroundColor: colorToHex(selected.color) }} />
        ) : undefined
      }
      renderOption={({ option }) => {
        const category = byId.get(option.value);
        return category ? <CategoryLabel category={category} /> : <Text fz="sm">{option.label}</Text>;
      }}
    />
  );
}
