package org.qakit.check;

/**
 * One change {@code qakit check --fix} made to the copy it writes: a line of the change log.
 *
 * @param check the check whose fixer made it
 * @param record the item id, {@code passage:<id>}, or null for a record left out whole
 * @param where the record's file and line, or "" when unknown
 * @param field the field changed (see {@link TextFields}), or null when the change is not to one field
 * @param before the field's text before, or null
 * @param after the field's text after, or null
 * @param description what was done, in words
 */
public record Change(String check, String record, String where, String field, String before, String after, String description) {}
