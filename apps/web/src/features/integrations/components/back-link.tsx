import { Anchor } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";

/** Back to /settings, above the page title. */
export function BackLink({ label }: { label: string }) {
  return (
    <Anchor
      component={Link}
      to="/settings"
      size="sm"
      mb="xs"
      display="inline-flex"
      style={{ alignItems: "center", gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden />
      {label}
    </Anchor>
  );
}
