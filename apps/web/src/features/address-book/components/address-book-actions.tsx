import { Button, FileButton, Group } from "@mantine/core";
import { IconDownload, IconPlus, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface Props {
  /** How many entries are chosen (the export takes those, or all when none). */
  selected: number;
  /** Whether import and add are offered (CustomerEdit). */
  editor: boolean;
  importing: boolean;
  onExport: () => void;
  onImport: (file: File | null) => void;
  onAdd: () => void;
}

/** The page's buttons: export vCard, and for editors import vCard and add a contact. */
export function AddressBookActions({ selected, editor, importing, onExport, onImport, onAdd }: Props) {
  const { t } = useTranslation("addressBook");
  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={onExport}>
        {selected > 0 ? t("exportSelected", { count: selected }) : t("exportAll")}
      </Button>
      {editor && (
        <FileButton onChange={onImport} accept=".vcf,text/vcard">
          {(props) => (
            <Button {...props} variant="default" loading={importing} leftSection={<IconUpload size={16} aria-hidden />}>
              {t("import")}
            </Button>
          )}
        </FileButton>
      )}
      {editor && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t("add")}
        </Button>
      )}
    </Group>
  );
}
