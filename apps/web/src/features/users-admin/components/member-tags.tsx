import { USER_TAG_MAX, userTagInputSchema } from "@app/contract";
import { Alert, CloseButton, Group, Pill, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useTagMutations, useTags } from "../api/tags-and-roles";
import { AddByName } from "./add-by-name";

/** A member's tags as chips: add by name (saved at once), remove with the chip's button. */
export function MemberTags({ scope, memberId, canEdit }: { scope: Scope; memberId: string; canEdit: boolean }) {
  const { t } = useTranslation("usersAdmin");
  const tags = useTags(scope, memberId);
  const { add, remove } = useTagMutations(scope, memberId);

  const addTag = async (name: string) => {
    try {
      await add.mutateAsync(name);
      return null;
    } catch (failure) {
      return errorText(failure, t("tags.failed"));
    }
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
                      onClick={() => remove.mutate(tag.id, { onError: () => toast("failure", t("tags.failed"), 5000) })}
                    />
                  )}
                </Group>
              </Pill>
            </li>
          ))}
        </Group>
      )}
      {canEdit && (
        <AddByName
          label={t("tags.new")}
          action={t("tags.add")}
          schema={userTagInputSchema}
          required={t("tags.required")}
          tooLong={t("tags.tooLong", { max: USER_TAG_MAX })}
          pending={add.isPending}
          onAdd={addTag}
        />
      )}
    </Stack>
  );
}
