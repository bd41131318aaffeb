import { Button, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * Previous/next paging of lists that fetch one row more than they show (page is 0-based);
 * hidden while there is only one page.
 */
export function ListPager({
  page,
  hasNext,
  onChange,
  disabled,
}: {
  page: number;
  hasNext: boolean;
  onChange: (page: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  if (page === 0 && !hasNext) return null;
  return (
    <Group component="nav" aria-label={t("pager.label")} justify="flex-end" gap="xs" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t("pager.page", { page: page + 1 })}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={disabled || page === 0}
        onClick={() => onChange(page - 1)}
      >
        {t("pager.previous")}
      </Button>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        disabled={disabled || !hasNext}
        onClick={() => onChange(page + 1)}
      >
        {t("pager.next")}
      </Button>
    </Group>
  );
}
