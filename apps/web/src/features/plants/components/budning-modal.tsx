import { type BudningChannel, type BudningType, budningChannels, budningSchema } from "@app/contract";
import { Group, Modal, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { today } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useSendBudning } from "../api/planning";

interface Props {
  opened: boolean;
  scope: Scope;
  items: { plantId: string; type: BudningType }[];
  onClose: () => void;
  onSent: () => void;
}

/** The budning of the selected plants: the visit's date, time window and mail or SMS. */
export function BudningModal(props: Props) {
  const { t } = useTranslation("plants");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("budning.title", { count: props.items.length })}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <BudningForm {...props} />
    </Modal>
  );
}

interface Values {
  date: string | null;
  timeFrom: string;
  timeTo: string;
  channel: BudningChannel;
}

function BudningForm({ scope, items, onClose, onSent }: Props) {
  const { t } = useTranslation("plants");
  const send = useSendBudning(scope);
  const form = useContractForm<Values>({
    schema: budningSchema,
    initialValues: { date: today(), timeFrom: "08:00", timeTo: "12:00", channel: "email" },
    toInput: (values) => ({ ...values, items }),
    message: (field) => t(field === "date" ? "budning.dateRequired" : "budning.timeInvalid"),
  });
  const submit = form.onSubmit((values) =>
    send.mutate(
      { ...values, date: values.date ?? "", items },
      {
        onSuccess: (result) => {
          toast("success", t("budning.sent", { sent: result.sent.length, skipped: result.skipped.length }), 6000);
          onSent();
        },
        onError: (error) => toast("failure", errorText(error, t("budning.failed")), 6000),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <IsoDateInput
          label={t("budning.date")}
          required
          clearable={false}
          value={form.values.date}
          onChange={(date) => form.setFieldValue("date", date)}
          error={form.errors.date}
        />
        <Group grow>
          <TextInput placeholder="08:00" label={t("budning.timeFrom")} required {...form.getInputProps("timeFrom")} />
          <TextInput placeholder="12:00" label={t("budning.timeTo")} required {...form.getInputProps("timeTo")} />
        </Group>
        <SegmentedControl
          aria-label={t("budning.channel")}
          data={budningChannels.map((channel) => ({ value: channel, label: t(`budning.channels.${channel}`) }))}
          {...form.getInputProps("channel")}
        />
        <FormActions
          cancel={t("actions.back")}
          submit={t("budning.submit")}
          onCancel={onClose}
          gap="xs"
          loading={send.isPending}
        />
      </Stack>
    </form>
  );
}
