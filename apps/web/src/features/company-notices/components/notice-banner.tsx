import { NOTICE_CAROUSEL_MS } from "@app/contract";
import { ActionIcon, Box, CloseButton, Group, Text, VisuallyHidden } from "@mantine/core";
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconSpeakerphone,
} from "@tabler/icons-react";
import { type FocusEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import { type BannerNotice, useBannerNotices } from "../api/get-banner-notices";
import classes from "./notice-banner.module.css";

/** Session storage: the notices the user closed the banner on (new ones show it again). */
export const CLOSED_KEY = "noticeBannerClosed";

function readClosed(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The notice banner above the page: the current system and company notices of the selected company.
 * The page (already loading) stays unseen until they are known: a banner coming in later would push
 * a page already shown down.
 */
export function NoticeBanner({ children }: { children: ReactNode }) {
  const { user, selectedCompany } = useSession();
  const { notices, settled } = useBannerNotices(user.id, selectedCompany?.id);
  return (
    <>
      <NoticeCarousel notices={notices} />
      <Box style={settled ? undefined : { visibility: "hidden" }}>{children}</Box>
    </>
  );
}

/**
 * A text carousel (spec section 2) that advances every 8 seconds. It stands still while the
 * pointer is over it or focus is in it, and when paused with its button; screen readers hear a
 * change only then (rotating content is not announced). It can be closed for the session and is
 * absent when there is nothing to show.
 */
export function NoticeCarousel({ notices }: { notices: BannerNotice[] }) {
  const { t } = useTranslation("companyNotices");
  const [closed, setClosed] = useState(readClosed);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const shown = notices.filter((n) => !closed.includes(n.id));
  const count = shown.length;
  const current = count > 0 ? index % count : 0;
  const rotating = count > 1 && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!rotating) return;
    // A step by hand starts the 8 seconds again: the timer is set anew for every notice shown.
    const timer = setTimeout(() => setIndex((current + 1) % count), NOTICE_CAROUSEL_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  const notice = shown[current];
  if (!notice) return null;

  const close = () => {
    const next = [...new Set([...closed, ...notices.map((n) => n.id)])];
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify(next));
    setClosed(next);
  };
  const step = (by: number) => setIndex((current + by + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription={t("banner.roleDescription")}
      aria-label={t("banner.label")}
      className={classes.banner}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      mb="md"
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <IconSpeakerphone size={18} stroke={1.6} aria-hidden className={classes.icon} />
        <Box className={classes.text} aria-live={rotating ? "off" : "polite"} aria-atomic="true">
          {count > 1 && <VisuallyHidden>{t("banner.position", { position: current + 1, count })}: </VisuallyHidden>}
          <Text key={notice.id} size="sm" className={classes.slide} data-testid="notice-text">
            {notice.text}
          </Text>
        </Box>
        {count > 1 && (
          <Group gap={2} wrap="nowrap" className={classes.controls}>
            {/* On a phone the text gets the width: pause and close stay, stepping by hand does not. */}
            <Text size="xs" c="gray.7" aria-hidden className={classes.counter} visibleFrom="sm">
              {current + 1} / {count}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t("banner.previous")}
              onClick={() => step(-1)}
              visibleFrom="sm"
            >
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t("banner.next")}
              onClick={() => step(1)}
              visibleFrom="sm"
            >
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={stopped ? t("banner.play") : t("banner.pause")}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? (
                <IconPlayerPlayFilled size={14} aria-hidden />
              ) : (
                <IconPlayerPauseFilled size={14} aria-hidden />
              )}
            </ActionIcon>
          </Group>
        )}
        <CloseButton size="sm" aria-label={t("banner.close")} onClick={close} />
      </Group>
    </Box>
  );
}
