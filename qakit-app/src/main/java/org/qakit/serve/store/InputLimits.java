package org.qakit.serve.store;

/**
 * The one place that knows how long each thing a person types or uploads may be, in characters
 * ({@code String.length()}, UTF-16 units: never fewer than the characters H2 or PostgreSQL count).
 * The column widths are the {@code VARCHAR(n)} of {@code db/migration} ({@code V1}, widened by
 * {@code V7__input_limits.sql}); {@code InputLimitsTest} reads the migrated schema of H2 and
 * PostgreSQL and fails when a width here and there part ways, so changing one means a migration.
 * Everything is checked before the database sees it ({@code RecordLimits} for records, the stores
 * for the other tables), so an over-long value is a message in the form, never a 500.
 *
 * <p>The source text of a record (pasted, uploaded, fetched or imported) may have at most
 * {@link #SOURCE_CHARS} characters; an upload or a fetched page is read up to {@link
 * #SOURCE_BYTES} bytes, more than that many characters take in any charset, then decoded and
 * counted.
 */
public final class InputLimits {
  /** {@code accounts.username}. */
  public static final int USERNAME = 64;
  /** {@code projects.name}. */
  public static final int PROJECT_NAME = 200;
  /** {@code quotas.question_type}, {@code records.question_type}, {@code annotator_quotas.question_type}; also a record's answer type. */
  public static final int QUESTION_TYPE = 64;
  /** {@code records.question}: the question (the stem of a multiple-choice record). */
  public static final int QUESTION = 4000;
  /** {@code records.body}, {@code record_history.body}: a record as JSON ({@code RecordBody.toJson}), escapes included. */
  public static final int RECORD_JSON = 10_000_000;
  /** {@code audits.comment}. */
  public static final int COMMENT = 4000;
  /** {@code diagram_images.file_name} (a longer upload name is stored cut to this length). */
  public static final int FILE_NAME = 200;
  /** {@code description_categories.name}. */
  public static final int CATEGORY = 100;
  /** {@code description_templates.text}. */
  public static final int TEMPLATE = 2000;
  /** {@code api_keys.name}. */
  public static final int API_KEY_NAME = 64;
  /** {@code ab_pairs.pair_key}: the id of an A/B pair in its file ({@code ab_pairs.real_text} and {@code written_text} are {@link #LONG_TEXT}). */
  public static final int AB_PAIR_ID = 200;
  /** {@code project_guidelines.text}: a project's guidelines. */
  public static final int GUIDELINES = 100_000;
  /** {@code record_keys.item_id}: the id of an imported item, which an import matches records by. */
  public static final int ITEM_ID = 200;

  /** A record's source article or document: pasted, uploaded, fetched or imported. 1,000,000 characters. */
  public static final int SOURCE_CHARS = 1_000_000;
  /**
   * The most bytes read of an uploaded text file or a fetched page: 4 a character (the most any
   * charset uses; UTF-8 uses at most 3 a UTF-16 character), so no text that fits {@link
   * #SOURCE_CHARS} is cut, and a larger body is refused unread.
   */
  public static final int SOURCE_BYTES = 4 * SOURCE_CHARS;
  /** A record's scenario, its answer sentences (all lines) and its diagram descriptions (all lines), each. */
  public static final int LONG_TEXT = 100_000;
  /** A record's one-line fields: exact answer, title or document id, URL, each option. */
  public static final int SHORT_TEXT = 4000;
  /** All options of a record together (each counted with one character for its line break). */
  public static final int ALL_OPTIONS = LONG_TEXT;
  /** A record's correct-option label ({@code A}, {@code AB}, …). */
  public static final int LABEL = 8;
  /**
   * The most bytes the text fields of one multipart form post may take together (uploaded files
   * are not counted): 8 MiB. The record form with every field at its limit takes under 4.5 MB as
   * UTF-8 (3 bytes a character at most); Jetty's default, 200,000 bytes, answered 500 to a pasted
   * article of some 67,000 Chinese characters. A larger post is refused with 400.
   */
  public static final int FORM_BYTES = 8 * 1024 * 1024;

  private InputLimits() {}

  /**
   * The message for {@code value} when it is longer than {@code max}, e.g. {@code the question has
   * 4,001 characters, more than the 4,000 allowed}; null when it fits.
   */
  public static String tooLong(String what, String value, int max) {
    if (value == null || value.length() <= max) {
      return null;
    }
    return String.format(java.util.Locale.ROOT, "%s has %,d characters, more than the %,d allowed", what, value.length(), max);
  }
}
