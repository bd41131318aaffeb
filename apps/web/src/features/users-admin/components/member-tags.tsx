import { USER_TAG_MAX } from "@app/contract";
import { Alert, Button, CloseButton, Group, Pill, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import type { Scope } from "../api/keys";
import { useTagMutations, useTags } from "../api/tags-and-roles";

/** A member's tags as chips: add by name (saved at once), remove with the chip's button. */
export function MemberTags({ scope, memberId, canEdit }: { scope: Scope; memberId: string; canEdit: boolean }) {
  const { t } = useTranslation("usersAdmin");
  const tags = useTags(scope, memberId);
  const { add, remove } = useTagMutations(scope, memberId);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError(t("tags.required"));
    if (value.length > USER_TAG_MAX) return setError(t("tags.tooLong", { max: USER_TAG_MAX }));
    setError(null);
    add.mutate(value, {
      onSuccess: () => setName(""),
      onError: (failure) =>
        setError(failure instanceof ApiError && failure.code === "TAG_EXISTS" ? t("tags.exists") : t("tags.failed")),
    });
  };

  if (tags.isPending) return <Skeleton h={28} />;
  if (tags.isError) return <Alert color="red">{t("tags.failed")}</Alert>;
  return (
    <Stack gap="xs">
      {tags.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("tags.empty")}
        </Text>
      ) : (
        <Group gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {tags.data.map((tag) => (
            <li key={tag.id}>
              <Pill size="md">
                <Group gap={2} wrap="nowrap" component="span">
                  <span>{tag.name}</span>
                  {canEdit && (
                    <CloseButton
                      size="xs"
                      aria-label={t("tags.remove", { name: tag.name })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(tag.id, { onError: () => setError(t("tags.failed")) })}
                    />
                  )}
                </Group>
              </Pill>
            </li>
          ))}
        </Group>
      )}
      {canEdit && (
        <form onSubmit={submit} noValidate>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              aria-label={t("tags.new")}
              placeholder={t("tags.new")}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: 1 }}
            />
            <Button
              size="xs"
              type="submit"
              variant="light"
              loading={add.isPending}
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              {t("tags.add")}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
