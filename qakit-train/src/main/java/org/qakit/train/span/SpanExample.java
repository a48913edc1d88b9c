package org.qakit.train.span;

/**
 * One training example of the span head: a window of an item and the answer's first and last token
 * in it, or 0 and 0 (its {@code [CLS]} token) when the window does not hold the answer whole.
 *
 * @param itemId the item it comes from
 * @param window the window
 * @param start the answer's first token in the window
 * @param end its last token
 */
public record SpanExample(String itemId, SpanWindows.Window window, int start, int end) {}
