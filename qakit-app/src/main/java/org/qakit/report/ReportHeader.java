package org.qakit.report;

import java.util.List;

/**
 * What an evaluation report was computed from, for its heading.
 *
 * @param format the dataset format id
 * @param view the task view, or null for the format's default
 * @param inputs the dataset files as given
 * @param predictions the predictions file as given
 * @param predictionsFormat the predictions layout id ({@code qakit}, {@code nlpcc-dbqa}, …)
 */
public record ReportHeader(String format, String view, List<String> inputs, String predictions, String predictionsFormat) {
  public ReportHeader {
    inputs = List.copyOf(inputs);
  }
}
