import { useEffect, useRef, useState } from "react";
import type { Scope } from "./api/keys";
import { type AnsweredQuestion, useSaveAnswer } from "./api/save-answer";

/** Typing pauses this long before a text answer is saved. */
export const ANSWER_SAVE_DELAY_MS = 800;

export type SaveState = "idle" | "saving" | "saved" | "failed";

/**
 * One question's answer as it is typed: kept here (never replaced by the server's while it has
 * changes the server lacks) and saved one request at a time, the newest text last. A refused save
 * keeps the text and waits for `retry` (or more typing).
 */
export function useAnswerDraft(scope: Scope, publicationId: string, question: AnsweredQuestion) {
  const save = useSaveAnswer(scope, publicationId);
  const [draft, setDraft] = useState(question.answer);
  const [state, setState] = useState<SaveState>("idle");
  const [error, setError] = useState<unknown>(null);
  /** The newest answer typed, and the one the server holds as far as this field knows. */
  const latest = useRef(question.answer);
  const saved = useRef(question.answer);
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = async (): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (sending.current) return;
    const answer = latest.current;
    if (answer === saved.current) {
      setState((now) => (now === "failed" ? "saved" : now));
      return;
    }
    sending.current = true;
    setState("saving");
    try {
      await save.mutateAsync({ questionId: question.id, answer });
      saved.current = answer;
      sending.current = false;
      if (latest.current !== answer) return flush();
      setState("saved");
    } catch (refusal) {
      sending.current = false;
      setError(refusal);
      setState("failed");
    }
  };

  /** A new answer: saved after a pause in typing (`debounce`), else at once. */
  const change = (answer: string | null, debounce: boolean) => {
    setDraft(answer);
    latest.current = answer;
    clearTimeout(timer.current);
    if (debounce) timer.current = setTimeout(() => void flush(), ANSWER_SAVE_DELAY_MS);
    else void flush();
  };

  // Another's answer (read again) replaces the shown one only while this field has nothing unsaved.
  useEffect(() => {
    if (sending.current || latest.current !== saved.current) return;
    latest.current = question.answer;
    saved.current = question.answer;
    setDraft(question.answer);
  }, [question.answer]);

  // Leaving the page within the pause still saves what was typed.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(() => () => void (timer.current !== undefined && flushRef.current()), []);

  return { draft, state, error, change, flush: () => void flush(), retry: () => void flush() };
}
