package org.qakit.format.sqad;

/**
 * One sentence of a vertical file.
 *
 * @param text the detokenised sentence
 * @param key the word forms joined by tabs: two sentences are the same token for token when their
 *     keys are equal
 * @param line the line the sentence starts on ({@code <s>}, or its first token when unwrapped)
 */
record VertSentence(String text, String key, long line) {}
