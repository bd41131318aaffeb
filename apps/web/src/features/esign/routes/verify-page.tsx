import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileSearch } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PublicFrame } from "../../../components/public-frame";
import { UploadDropzone } from "../../../components/upload-dropzone";
import { errorText } from "../../../lib/error-text";
import { useVerifyDocument } from "../api/verify-document";
import { VerificationResult } from "../components/verification-result";

/**
 * /e-sign/verify: anyone, without an account, sends a PDF and learns whether it is a sealed
 * document of this installation and of which request (the certificate page's QR code leads here).
 */
export function VerifyPage() {
  const { t } = useTranslation("esign");
  const verify = useVerifyDocument();
  const [file, setFile] = useState("");
  const openRef = useRef<() => void>(null);
  const check = ([picked]: File[]) => {
    if (!picked) return;
    setFile(picked.name);
    verify.mutate(picked);
  };

  return (
    <PublicFrame size="sm">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {t("verify.title")}
          </Title>
          <Text size="sm">{t("verify.intro")}</Text>
          <Button
            leftSection={<IconFileSearch size={16} aria-hidden />}
            onClick={() => openRef.current?.()}
            loading={verify.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            {t("verify.choose")}
          </Button>
          <UploadDropzone openRef={openRef} onDrop={check} label={t("verify.dropzone")} hint={t("verify.dropHint")} />
          <div aria-live="polite">
            {verify.isPending && <Text size="sm">{t("verify.checking", { file })}</Text>}
            {verify.isError && (
              <Text size="sm" c="red.8" role="alert">
                {errorText(verify.error, t("verify.failed"))}
              </Text>
            )}
            {verify.isSuccess && <VerificationResult file={file} result={verify.data} />}
          </div>
          <Text size="xs" c="dimmed">
            {t("verify.privacy")}
          </Text>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
