import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A labelled value as read (outside edit mode): the object page's fields and dates. */
export function DataField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
