import { Box, EmptyState, Group, Text, UnstyledButton } from "@mantine/core";
import { IconMessageOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeaderPopoverDropdown, HeaderPopoverFailure, HeaderPopoverLoading } from "../../../components/header-dropdown";
import type { HeaderAnchor } from "../../../components/header-popover";
import { UserAvatar } from "../../../components/user-avatar";
import { formatDateTime } from "../../../lib/dates";
import { useSession } from "../../../lib/session";
import { useLatestPosts } from "../api/get-latest-posts";
import classes from "./latest-messages.module.css";

/** A post's text in one line, without markup. */
export const excerpt = (body: string) =>
  body
    .replace(/<(br|\/(p|div|li|h[1-6]|blockquote))\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The latest messages' dropdown (`LatestMessages`); they are read once the button was first opened (`load`). */
export function LatestMessagesList({
  anchor,
  companyId,
  load,
}: {
  anchor: HeaderAnchor;
  companyId: string;
  load: boolean;
}) {
  const { t } = useTranslation("messages");
  const { user } = useSession();
  const posts = useLatestPosts(user.id, companyId, load);

  return (
    <HeaderPopoverDropdown anchor={anchor} width={380} title={t("latest.title")}>
      {posts.isPending ? (
        <HeaderPopoverLoading />
      ) : posts.isError ? (
        <HeaderPopoverFailure
          message={t("latest.failed")}
          retryLabel={t("latest.retry")}
          onRetry={() => void posts.refetch()}
        />
      ) : posts.data.length === 0 ? (
        <EmptyState
          size="sm"
          py="lg"
          icon={<IconMessageOff aria-hidden />}
          title={t("latest.empty")}
          description={t("latest.emptyHint")}
        />
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {posts.data.map((post) => (
            <li key={post.id}>
              <UnstyledButton
                component={Link}
                to={`/companies/${companyId}/publications/${post.publication.id}`}
                className={classes.item}
                onClick={() => anchor.onChange(false)}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Box aria-hidden style={{ flex: "none" }}>
                    <UserAvatar
                      userId={post.author?.id ?? post.id}
                      name={post.author?.name ?? t("latest.unknownAuthor")}
                      hasImage={false}
                      size="sm"
                    />
                  </Box>
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {t("latest.from", {
                        author: post.author?.name ?? t("latest.unknownAuthor"),
                        object: post.publication.name,
                      })}
                    </Text>
                    <Text size="sm" c="dimmed" lineClamp={2} className={classes.body}>
                      {excerpt(post.body)}
                    </Text>
                    <Text size="xs" c="dimmed" mt={2}>
                      {formatDateTime(post.createdAt)}
                    </Text>
                  </Box>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Box>
      )}
    </HeaderPopoverDropdown>
  );
}
