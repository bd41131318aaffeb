import { type PublicationTypeKey, publicationTypes } from "@app/contract";
import {
  IconAdjustments,
  IconArticle,
  IconBuildingFactory2,
  IconEngine,
  IconFileCertificate,
  IconFileDescription,
  IconFolder,
  IconForms,
  IconIdBadge2,
  IconKey,
  IconLayoutBoard,
  IconMessage,
  IconNotes,
  IconPhoto,
  IconRepeat,
  IconSearch,
  IconShoppingCart,
  IconSignature,
  IconStack2,
  IconTable,
  IconZoomQuestion,
  type TablerIcon,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The registry's icon names (packages/contract publications.ts) as Tabler components. */
const icons: Record<string, TablerIcon> = {
  "id-badge-2": IconIdBadge2,
  photo: IconPhoto,
  folder: IconFolder,
  notes: IconNotes,
  forms: IconForms,
  key: IconKey,
  "file-certificate": IconFileCertificate,
  "layout-board": IconLayoutBoard,
  "building-factory-2": IconBuildingFactory2,
  "shopping-cart": IconShoppingCart,
  adjustments: IconAdjustments,
  engine: IconEngine,
  "stack-2": IconStack2,
  repeat: IconRepeat,
  article: IconArticle,
  message: IconMessage,
  table: IconTable,
  "zoom-question": IconZoomQuestion,
  search: IconSearch,
  signature: IconSignature,
};

/** The icon of an object type (decorative: the type's name is always written beside it). */
export function PublicationTypeIcon({ type, size = 18 }: { type: PublicationTypeKey; size?: number }) {
  const Icon = icons[publicationTypes[type].icon] ?? IconFileDescription;
  return <Icon size={size} stroke={1.6} aria-hidden />;
}

/** The type's name in the UI's language (the registry carries English and Swedish). */
export function usePublicationTypeName() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === "en" ? "en" : "se";
  return (type: PublicationTypeKey) => publicationTypes[type].name[language];
}
