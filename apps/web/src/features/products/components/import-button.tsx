import { Button } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyModal } from "../../../lib/lazy-modal";
import type { Scope } from "../api/keys";

const ImportModal = lazyModal(() => import("./import-modal").then((module) => module.ImportModal));

/** The product list's Import button (Products): opens the CSV/XLSX import with its preview. */
export function ImportButton({ scope }: { scope: Scope }) {
  const { t } = useTranslation("products");
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        onPointerEnter={ImportModal.preload}
        onFocus={ImportModal.preload}
      >
        {t("import.open")}
      </Button>
      <ImportModal scope={scope} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
