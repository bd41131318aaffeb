import { type ReactNode, useEffect, useEffectEvent, useState } from "react";

/**
 * Stands in for react-pdf in the e-sign tests (pdf.js draws nothing in jsdom): `vi.mock("react-pdf", () =>
 * import("./react-pdf-fake"))` in each test file that shows a document. Like react-pdf, Document reads the Blob
 * it is given and answers `loading`, then `error` (not a PDF) or its pages; a page is its number in text.
 */
export function Document({
  file,
  loading,
  error,
  onLoadSuccess,
  children,
}: {
  file: Blob;
  loading: ReactNode;
  error: ReactNode;
  onLoadSuccess: (pdf: { numPages: number }) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState<"loading" | "failed" | "loaded">("loading");
  const loaded = useEffectEvent((numPages: number) => onLoadSuccess({ numPages }));
  useEffect(() => {
    let current = true;
    void file.text().then((text) => {
      if (!current) return;
      // The page objects of a PDF written by samplePdf (test-utils.ts); anything else is "not a PDF".
      const pages = text.startsWith("%PDF-") ? (text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0) : 0;
      setState(pages > 0 ? "loaded" : "failed");
      if (pages > 0) loaded(pages);
    });
    return () => {
      current = false;
    };
  }, [file]);
  return <>{state === "loading" ? loading : state === "failed" ? error : children}</>;
}

export function Page({ pageNumber, width }: { pageNumber: number; width: number }) {
  return <div data-testid="pdf-page" data-width={width}>{`PDF page ${pageNumber}`}</div>;
}

export const pdfjs = { GlobalWorkerOptions: { workerSrc: "" } };
