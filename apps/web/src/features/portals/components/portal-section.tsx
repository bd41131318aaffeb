import { ErrorCode } from "@app/contract";
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api-client";

/** A titled part of the portal page. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      <Stack gap="sm" mt={hint ? 0 : "sm"}>
        {children}
      </Stack>
    </Paper>
  );
}

/** The toast text of a failed change: the portal may be locked by someone editing it. */
export const failureText = (error: unknown, t: (key: "toast.locked" | "toast.changeFailed") => string) =>
  error instanceof ApiError && error.code === ErrorCode.Locked ? t("toast.locked") : t("toast.changeFailed");
