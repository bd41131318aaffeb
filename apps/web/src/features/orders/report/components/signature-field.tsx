import { Button, Group, Image, Stack, Text, TextInput, Title } from "@mantine/core";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { DrawnSignature } from "../../../../components/drawn-signature";
import type { ReportForm } from "../form";

/** The customer's signature: drawn on the pad, or the one saved with "Sign again"; the signer's name. */
export function SignatureField({ form }: { form: ReportForm }) {
  const { t } = useTranslation("orderReport");
  const { image, signerName } = form.getValues().signature;
  const setImage = useCallback((drawn: string | null) => form.setFieldValue("signature.image", drawn), [form]);
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("signature.title")}
      </Title>
      {image ? (
        <Group align="end" gap="sm">
          <Image src={image} alt={t("signature.image", { name: signerName })} h={80} w="auto" fit="contain" />
          <Button size="compact-sm" variant="subtle" onClick={() => setImage(null)}>
            {t("signature.signAgain")}
          </Button>
        </Group>
      ) : (
        <DrawnSignature label={t("signature.pad")} clearLabel={t("signature.clear")} onChange={setImage} />
      )}
      {form.errors["signature.image"] && (
        <Text size="sm" c="red">
          {form.errors["signature.image"]}
        </Text>
      )}
      <TextInput label={t("signature.signer")} maxLength={200} {...form.getInputProps("signature.signerName")} />
    </Stack>
  );
}
