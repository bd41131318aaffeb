import { type Post, SocketEvent } from "@app/contract";
import { Box, EmptyState, Group, Text, UnstyledButton } from "@mantine/core";
import { IconMessage, IconMessageOff } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeaderPopover, HeaderPopoverFailure, HeaderPopoverLoading } from "../../../components/header-popover";
import { UserAvatar } from "../../../components/user-avatar";
import { formatDateTime } from "../../../lib/dates";
import { useRealtimeEvent } from "../../../lib/realtime";
import { useSession } from "../../../lib/session";
import { messageKeys, useLatestPosts } from "../api/get-latest-posts";
import classes from "./latest-messages.module.css";

/** A post's text in one line, without markup. */
export const excerpt = (body: string) =>
  body
    .replace(/<(br|\/(p|div|li|h[1-6]|blockquote))\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The header's latest messages (spec section 7: 7 addressed to the user in the selected company),
 * each opening its message object. A new message (SEND_ORDER_MESSAGE) refreshes the list and marks
 * the button until it is opened.
 */
export function LatestMessages({ color }: { color?: string }) {
  const { t } = useTranslation("messages");
  const { user, selectedCompany } = useSession();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [seen, setSeen] = useState(false);
  const [fresh, setFresh] = useState(false);
  const companyId = selectedCompany?.id;
  const posts = useLatestPosts(user.id, companyId, seen);

  useRealtimeEvent<Post>(SocketEvent.OrderMessage, () => {
    if (companyId) void queryClient.invalidateQueries({ queryKey: messageKeys.latest(user.id, companyId) });
    if (!opened) setFresh(true);
  });

  if (!selectedCompany) return null;

  const toggle = () => {
    setSeen(true);
    setFresh(false);
    setOpened((o) => !o);
  };

  return (
    <HeaderPopover
      opened={opened}
      onChange={setOpened}
      width={380}
      label={fresh ? t("latest.labelNew") : t("latest.label")}
      color={color}
      onToggle={toggle}
      button={
        <>
          <IconMessage size={20} stroke={1.6} aria-hidden />
          {fresh && <span className={classes.fresh} aria-hidden />}
        </>
      }
      title={t("latest.title")}
    >
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
                onClick={() => setOpened(false)}
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
    </HeaderPopover>
  );
}
