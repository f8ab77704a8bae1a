'use client';

import { useImperativeHandle, useLayoutEffect, useRef, type ComponentProps, type KeyboardEvent, type Ref } from 'react';
import { convertWhileTyping, finishTyping } from '@/features/japanese/romaji';
import { cn } from '@/lib/utils/cn';

type Props = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'ref' | 'onSubmit'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Enter (not while an IME is composing), with the field's value as finished (a trailing n is ん). */
  onEnter: (value: string) => void;
  /** Shift+Enter or Escape; without it those keys do nothing special. */
  onGiveUp?: () => void;
  /**
   * Turn romaji into kana while typing (default). Off for answers in other languages (an English meaning),
   * where the field is a plain text field that still ignores Enter while an IME composes.
   */
  kana?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The answer field. Romaji typed on a latin keyboard turns into hiragana as it is typed; a Japanese IME
 * (desktop or phone) is left alone while it composes:
 *  - nothing is converted between compositionstart and compositionend (the IME owns the text then);
 *  - Enter that confirms a composition does not check: browsers mark that keydown with isComposing
 *    (Chrome, Firefox) or keyCode 229 (Safari fires compositionend first), and we also track it ourselves;
 *  - phone keyboards compose latin words too (predictive text): the committed word is converted at
 *    compositionend;
 *  - a final "n" waits for the next letter while typing (な or ん?): it becomes ん when the field loses focus
 *    or on Enter.
 */
export function AnswerInput({
  value,
  onValueChange,
  onEnter,
  onGiveUp,
  kana = true,
  inputRef,
  className,
  onBlur,
  ...props
}: Props) {
  const composing = useRef(false);
  const ownRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ownRef.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  }, [value]);

  // The caller's ref gets the same input this component keeps for its caret handling.
  useImperativeHandle(inputRef, () => ownRef.current!, []);

  const convert = (input: HTMLInputElement) => {
    if (!kana) {
      onValueChange(input.value);
      return;
    }
    const converted = convertWhileTyping(input.value, input.selectionStart);
    if (converted.value !== input.value) pendingCaret.current = converted.caret;
    onValueChange(converted.value);
  };

  // Typing is over (the field loses focus, or Enter): a romaji "n" left at the end is ん, as the learner meant.
  const finish = (input: HTMLInputElement): string => {
    if (!kana || input.readOnly || composing.current) return input.value;
    const finished = finishTyping(input.value);
    if (finished !== input.value) onValueChange(finished);
    return finished;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      onEnter(finish(event.currentTarget));
    } else if (onGiveUp && ((event.key === 'Enter' && event.shiftKey) || event.key === 'Escape')) {
      event.preventDefault();
      onGiveUp();
    }
  };

  return (
    <input
      ref={ownRef}
      type="text"
      lang={kana ? 'ja' : undefined}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(event) => {
        const native = event.nativeEvent as InputEvent;
        if (composing.current || native.isComposing) onValueChange(event.currentTarget.value);
        else convert(event.currentTarget);
      }}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        convert(event.currentTarget);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        finish(event.currentTarget);
        onBlur?.(event);
      }}
      className={cn(
        'h-14 w-full min-w-0 rounded-xl border border-line-strong bg-page px-4 text-2xl text-fg transition-colors placeholder:font-sans placeholder:text-base placeholder:text-placeholder read-only:bg-subtle focus:border-primary-500 focus:outline-2 focus:outline-offset-0 focus:outline-primary-500/40 aria-invalid:border-amber-500',
        kana && 'font-jp',
        className,
      )}
      {...props}
    />
  );
}
