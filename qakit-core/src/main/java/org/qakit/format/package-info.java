/**
 * Dataset formats: each reads one published file layout into {@link org.qakit.model.Item}s.
 *
 * <p>To add a format: write one class extending {@link org.qakit.format.AbstractFormat} (implementing {@link
 * org.qakit.format.WritableFormat} too if it writes) in its own sub-package, read records through {@link
 * org.qakit.format.ReadSession} (which applies the strict/lenient rule and adds {@code file:line}
 * to every message) with {@link org.qakit.format.TextLines} or {@link
 * org.qakit.format.JsonRecords}, add one line to {@link org.qakit.format.Formats}, write a tiny
 * sample in the real layout under {@code src/main/resources/qakit/samples/<id>/}, a subclass of
 * {@code FormatContractTest}, and {@code docs/datasets/<id>.md}.
 */
package org.qakit.format;
