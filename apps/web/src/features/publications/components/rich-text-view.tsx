import "@mantine/tiptap/styles.css";
import { RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import classes from "./rich-text-view.module.css";

/**
 * Shows stored rich text read-only. The HTML goes through the editor's schema (unknown tags,
 * attributes and scripts are dropped; links keep only safe protocols), never into innerHTML as is.
 */
export default function RichTextView({ html, label }: { html: string; label: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: true } })],
    content: html,
    editable: false,
    immediatelyRender: true,
    editorProps: { attributes: { "aria-label": label, role: "document" } },
  });
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== html) editor.commands.setContent(html);
  }, [editor, html]);
  return (
    <RichTextEditor editor={editor} withTypographyStyles bd={0}>
      <RichTextEditor.Content bg="transparent" className={classes.view} />
    </RichTextEditor>
  );
}
