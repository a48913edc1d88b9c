package org.qakit.train.span;

/**
 * One training example of the span head: the window that holds an item's gold answer whole, and
 * the answer's first and last token in it.
 *
 * @param itemId the item it comes from
 * @param window the window
 * @param start the answer's first token in the window
 * @param end its last token
 */
public record SpanExample(String itemId, SpanWindows.Window window, int start, int end) {}
