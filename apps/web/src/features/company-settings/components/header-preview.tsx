import { Box, Group, Text, ThemeIcon } from "@mantine/core";
import { IconMenu2, IconSettings } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { readableOn } from "../../../lib/colors";

const valid = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? color : null);

/** How the header looks with the chosen colours (texts turn white or dark, whichever reads better). */
export function HeaderPreview({
  name,
  colors,
}: {
  name: string;
  colors: { settings: string; headerBanner: string; headerMenuButton: string };
}) {
  const { t } = useTranslation("companySettings");
  const banner = valid(colors.headerBanner);
  const menu = valid(colors.headerMenuButton);
  const settings = valid(colors.settings);
  const text = banner ? readableOn(banner) : null;
  return (
    <Box
      role="img"
      aria-label={t("information.preview.label")}
      data-testid="header-preview"
      p="xs"
      style={{
        borderRadius: "var(--mantine-radius-sm)",
        border: "1px solid var(--mantine-color-default-border)",
        backgroundColor: banner ?? "var(--mantine-color-body)",
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon
            size="md"
            variant={menu ? "filled" : "subtle"}
            color={menu ?? "gray"}
            style={menu ? { color: readableOn(menu) ?? undefined } : undefined}
            aria-hidden
          >
            <IconMenu2 size={16} />
          </ThemeIcon>
          <Text fw={700} size="sm" c={text ?? undefined} truncate>
            {name}
          </Text>
        </Group>
        <ThemeIcon
          size="md"
          variant={settings ? "filled" : "subtle"}
          color={settings ?? "gray"}
          style={settings ? { color: readableOn(settings) ?? undefined } : undefined}
          aria-hidden
        >
          <IconSettings size={16} />
        </ThemeIcon>
      </Group>
    </Box>
  );
}
