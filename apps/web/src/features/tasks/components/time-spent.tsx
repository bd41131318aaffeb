import type { Task } from "@app/contract";
import { Button, Group, NumberInput, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useLogTime } from "../api/log-time";
import { TOAST_MS } from "./new-task";

/** Time spent on the task (logged in minutes, added up by the server) against its estimate. */
export function TimeSpent({ scope, task, canWrite }: { scope: Scope; task: Task; canWrite: boolean }) {
  const { t } = useTranslation("tasks");
  const [minutes, setMinutes] = useState<number | string>("");
  const log = useLogTime(scope, task.id);
  const duration = (total: number) => t("time.hm", { h: Math.floor(total / 60), m: total % 60 });
  const spent = duration(task.spentMinutes);
  const amount = Number(minutes);
  const valid = minutes !== "" && Number.isInteger(amount) && amount !== 0;

  return (
    <Stack gap="xs" component="section" aria-label={t("time.title")}>
      <Title order={3} fz="h5">
        {t("time.title")}
      </Title>
      <Text size="sm">
        {task.estimateMinutes === null
          ? t("time.total", { time: spent })
          : t("time.ofEstimate", { spent, estimate: duration(task.estimateMinutes) })}
      </Text>
      {canWrite && (
        <Group gap="xs" align="flex-end">
          <NumberInput
            label={t("time.minutes")}
            value={minutes}
            onChange={setMinutes}
            allowDecimal={false}
            min={-100_000}
            max={100_000}
            w={160}
          />
          <Button
            variant="default"
            disabled={!valid}
            loading={log.isPending}
            onClick={() =>
              log.mutate(amount, {
                onSuccess: () => setMinutes(""),
                onError: () => toast("failure", t("time.failed"), TOAST_MS),
              })
            }
          >
            {t("time.log")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
