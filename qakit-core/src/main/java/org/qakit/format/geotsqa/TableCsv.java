package org.qakit.format.geotsqa;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.qakit.model.Table;

/**
 * Parses GeoTSQA's {@code table} strings: RFC 4180 CSV (quoted cells, {@code ""} for a quote) with
 * {@code \n} between rows. Rows are kept as written, rows of empty cells included; a blank line
 * becomes a row with no cells (GeoTSQA separates stacked tables by two blank lines); the blank
 * lines at the very end (every table ends with two) are dropped. Within each block of non-blank
 * rows all rows must have the same number of cells.
 */
final class TableCsv {
  private static final ObjectReader ROWS =
      new CsvMapper().readerFor(String[].class).with(CsvParser.Feature.WRAP_AS_ARRAY);

  private TableCsv() {}

  /** The table of {@code csv}, or null when the string holds no row (empty or blank lines only). */
  static Table parse(String csv) {
    List<List<String>> rows = new ArrayList<>();
    try (MappingIterator<String[]> it = ROWS.readValues(csv)) {
      while (it.hasNextValue()) {
        rows.add(row(it.nextValue()));
      }
    } catch (JsonProcessingException e) {
      long line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
      throw new IllegalArgumentException(
          "expected the table to be CSV, found malformed CSV at table line " + line + ": "
              + e.getOriginalMessage().lines().findFirst().orElse(""), e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    while (!rows.isEmpty() && rows.getLast().isEmpty()) {
      rows.removeLast();
    }
    if (rows.isEmpty()) {
      return null;
    }
    requireRectangularBlocks(rows);
    return new Table(rows);
  }

  private static List<String> row(String[] cells) {
    return cells.length == 1 && cells[0].isEmpty() ? List.of() : Arrays.asList(cells);
  }

  private static void requireRectangularBlocks(List<List<String>> rows) {
    for (int i = 1; i < rows.size(); i++) {
      int above = rows.get(i - 1).size();
      int here = rows.get(i).size();
      if (above > 0 && here > 0 && above != here) {
        throw new IllegalArgumentException(
            "expected table row " + (i + 1) + " to have " + above + " cells like row " + i + ", found " + here);
      }
    }
  }
}
