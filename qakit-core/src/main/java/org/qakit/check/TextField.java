package org.qakit.check;

/**
 * One text of a dataset a hygiene check looks at.
 *
 * @param record the item id, or {@code passage:<id>} for a passage
 * @param itemId the item id, or null for a passage (for locating the finding)
 * @param field the field within the record, e.g. {@code stem}, {@code choices[B]}, {@code candidates[3]}
 * @param text the text
 */
public record TextField(String record, String itemId, String field, String text) {}
