import type { AddressBookItem } from "@app/contract";
import { ActionIcon, Anchor, Badge, Card, Checkbox, Group, Stack, Text } from "@mantine/core";
import { IconMail, IconPencil, IconPhone, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface Props {
  item: AddressBookItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Given to those who may edit, for own entries. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One line of the address book as a card: name, where it comes from, call and mail links, tags. */
export function EntryCard({ item, selected, onSelect, onEdit, onDelete }: Props) {
  const { t } = useTranslation("addressBook");
  return (
    <Card withBorder padding="sm" component="li" aria-label={item.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Checkbox
            aria-label={t("select", { name: item.name })}
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
          <Stack gap={2}>
            <Text fw={600}>{item.name}</Text>
            <Text size="sm" c="dimmed">
              {item.source === "own"
                ? [item.role, item.organisation].filter(Boolean).join(", ") || t("source.own")
                : [item.role, t("source.customerContact", { customer: item.customer?.name ?? "" })]
                    .filter(Boolean)
                    .join(", ")}
            </Text>
            {item.phone && (
              <Anchor
                href={`tel:${item.phone.replace(/[^\d+]/g, "")}`}
                size="sm"
                aria-label={t("call", { name: item.name })}
              >
                <Group gap={4} component="span">
                  <IconPhone size={14} aria-hidden />
                  {item.phone}
                </Group>
              </Anchor>
            )}
            {item.email && (
              <Anchor href={`mailto:${item.email}`} size="sm" aria-label={t("mail", { name: item.name })}>
                <Group gap={4} component="span">
                  <IconMail size={14} aria-hidden />
                  {item.email}
                </Group>
              </Anchor>
            )}
            {item.tags.length > 0 && (
              <Group gap={4}>
                {item.tags.map((tag) => (
                  <Badge key={tag} variant="light" size="sm">
                    {tag}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Group>
        {(onEdit || onDelete) && (
          <Group gap={4} wrap="nowrap">
            {onEdit && (
              <ActionIcon variant="subtle" aria-label={t("edit", { name: item.name })} onClick={onEdit}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            )}
            {onDelete && (
              <ActionIcon variant="subtle" color="red" aria-label={t("delete", { name: item.name })} onClick={onDelete}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        )}
      </Group>
    </Card>
  );
}
