import { Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";

// The editor is large: it loads with the first object page that needs it.
const Editor = lazy(() => import("./rich-text-editor"));
const View = lazy(() => import("./rich-text-view"));

export function RichTextInput(props: { label: string; value: string; onChange: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton h={200} />}>
      <Editor {...props} />
    </Suspense>
  );
}

export function RichText(props: { html: string; label: string }) {
  return (
    <Suspense fallback={<Skeleton h={60} />}>
      <View {...props} />
    </Suspense>
  );
}
