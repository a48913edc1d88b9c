package org.qakit.serve.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.serve.project.Quotas;

/**
 * The quota table of the new-project form: one row per question type with a number field. The
 * rows are the types suggested per kind ({@link #SUGGESTED}), then {@value #OTHER_ROWS} rows whose
 * type is typed in. Field names: {@code quota_TYPE} for a suggested type, {@code otherType1} and
 * {@code otherQuota1} … for the others. After a failed validation the rows come back as typed.
 */
public final class QuotaTable {
  /** The question types offered as rows, with the kinds they suit (SQAD's types; GeoSQA's kinds of question). */
  public static final List<Map.Entry<String, String>> SUGGESTED = List.of(
      Map.entry("PERSON", "extractive, answer-selection"), Map.entry("DATETIME", "extractive, answer-selection"),
      Map.entry("NUMERIC", "extractive, answer-selection"), Map.entry("LOCATION", "extractive, answer-selection"),
      Map.entry("ENTITY", "extractive, answer-selection"), Map.entry("OTHER", "extractive, answer-selection"),
      Map.entry("FACT", "scenario-choice"), Map.entry("REASONING", "scenario-choice"),
      Map.entry("CALCULATION", "scenario-choice"), Map.entry("DIAGRAM", "scenario-choice"));
  /** Rows for types not suggested. */
  static final int OTHER_ROWS = 3;

  /** A row of the table as shown: the type (empty in a blank row), the field names and what is in the number field. */
  public record Row(String type, String suits, String typeField, String numberField, String number) {}

  private QuotaTable() {}

  /** The rows, empty or (after a failed post) as {@code ctx}'s form had them. */
  public static List<Row> rows(Context ctx, boolean posted) {
    var out = new ArrayList<Row>();
    for (Map.Entry<String, String> t : SUGGESTED) {
      out.add(new Row(t.getKey(), t.getValue(), "", "quota_" + t.getKey(), posted ? Web.form(ctx, "quota_" + t.getKey()) : ""));
    }
    for (int i = 1; i <= OTHER_ROWS; i++) {
      out.add(new Row(posted ? Web.form(ctx, "otherType" + i) : "", "", "otherType" + i, "otherQuota" + i,
          posted ? Web.form(ctx, "otherQuota" + i) : ""));
    }
    return out;
  }

  /** The quotas of the posted table ({@link Quotas#fromTable}); a post with the former {@code quotas} text field is read as before. */
  public static Map<String, Integer> read(Context ctx) {
    if (ctx.formParam("quotas") != null) {
      return Quotas.parse(Web.form(ctx, "quotas"));
    }
    var rows = new ArrayList<Map.Entry<String, String>>();
    for (Row r : rows(ctx, true)) {
      rows.add(Map.entry(r.type(), r.number()));
    }
    return Quotas.fromTable(rows);
  }
}
