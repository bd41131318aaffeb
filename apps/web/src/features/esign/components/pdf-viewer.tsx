import "react-pdf/dist/Page/AnnotationLayer.css";
import "react-pdf/dist/Page/TextLayer.css";
import { Box, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Document, Page, pdfjs } from "react-pdf";
import { PdfFailed, PdfLoading } from "./pdf-states";

// The worker is a file of the build, served from the app's own origin (the CSP's worker-src 'self').
pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

// The CSP allows no eval: pdf.js should not try to compile fonts to functions.
const options = { isEvalSupported: false };

/** An A4 page's height for its width: the placeholder of a page not drawn yet. */
const A4 = 297 / 210;
/** The widest a page is drawn (CSS pixels): about an A4 page at 100 %, so a wide screen does not blow it up. */
const MAX_WIDTH = 800;

function PdfPage({ number, total, width }: { number: number; total: number; width: number }) {
  const { t } = useTranslation("esign");
  return (
    <Box component="figure" m={0}>
      <Paper withBorder shadow="xs" radius={0} style={{ overflow: "hidden" }}>
        <Page
          pageNumber={number}
          width={width}
          loading={<Skeleton w={width} h={Math.round(width * A4)} radius={0} />}
          error={<PdfFailed />}
        />
      </Paper>
      <Text component="figcaption" size="xs" c="dimmed" ta="center" mt={4}>
        {t("document.page", { n: number, total })}
      </Text>
    </Box>
  );
}

/**
 * The PDF drawn by pdf.js (react-pdf), every page under the other at the width of its container (at most
 * MAX_WIDTH), as Documenso and DocuSeal show the document being signed: the page itself scrolls, no inner
 * scroll area. The text layer lies over each drawn page, so its text can be selected and read aloud.
 * Loaded on its own (React.lazy in esign-document.tsx), so pdf.js is not among the app's first files.
 */
export default function PdfViewer({ file }: { file: Blob }) {
  const { ref, width } = useElementSize();
  const [total, setTotal] = useState(0);
  // The page's border takes a pixel on each side.
  const pageWidth = Math.min(Math.floor(width), MAX_WIDTH) - 2;
  const numbers = Array.from({ length: total }, (_, index) => index + 1);

  return (
    <div ref={ref}>
      <Document
        file={file}
        options={options}
        loading={<PdfLoading />}
        error={<PdfFailed />}
        onLoadSuccess={(pdf) => setTotal(pdf.numPages)}
        externalLinkTarget="_blank"
        externalLinkRel="noopener noreferrer"
      >
        <Stack gap="md" align="center">
          {pageWidth > 0 &&
            numbers.map((number) => <PdfPage key={number} number={number} total={total} width={pageWidth} />)}
        </Stack>
      </Document>
    </div>
  );
}
