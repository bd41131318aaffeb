import { type Post, SocketEvent } from "@app/contract";
import { IconMessage } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { HeaderPopover } from "../../../components/header-popover";
import { useRealtimeEvent } from "../../../lib/realtime";
import { useSession } from "../../../lib/session";
import { messageKeys } from "../api/get-latest-posts";
import classes from "./latest-messages.module.css";

// The list loads after the first screen.
const LatestMessagesList = lazy(() =>
  import("./latest-messages-list").then((module) => ({ default: module.LatestMessagesList })),
);

/**
 * The header's latest messages (spec section 7: 7 addressed to the user in the selected company), each
 * opening its message object (`LatestMessagesList`). A new message (SEND_ORDER_MESSAGE) refreshes the
 * list and marks the button until it is opened.
 */
export function LatestMessages({ color }: { color?: string }) {
  const { t } = useTranslation("messages");
  const { user, selectedCompany } = useSession();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [seen, setSeen] = useState(false);
  const [fresh, setFresh] = useState(false);
  const companyId = selectedCompany?.id;

  useRealtimeEvent<Post>(SocketEvent.OrderMessage, () => {
    if (companyId) void queryClient.invalidateQueries({ queryKey: messageKeys.latest(user.id, companyId) });
    if (!opened) setFresh(true);
  });

  if (!companyId) return null;

  const toggle = () => {
    setSeen(true);
    setFresh(false);
    setOpened((o) => !o);
  };

  return (
    <HeaderPopover
      opened={opened}
      onChange={setOpened}
      label={fresh ? t("latest.labelNew") : t("latest.label")}
      color={color}
      onToggle={toggle}
      button={
        <>
          <IconMessage size={20} stroke={1.6} aria-hidden />
          {fresh && <span className={classes.fresh} aria-hidden />}
        </>
      }
    >
      {(anchor) => <LatestMessagesList anchor={anchor} companyId={companyId} load={seen} />}
    </HeaderPopover>
  );
}
