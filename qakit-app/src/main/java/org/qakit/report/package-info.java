/**
 * Output a person or a program reads: text tables ({@link org.qakit.report.TextTable}), an
 * evaluation as text, JSON or a self-contained HTML page ({@link org.qakit.report.EvaluationText},
 * {@link org.qakit.report.EvaluationJson}, {@link org.qakit.report.HtmlReport}) with inline SVG
 * charts ({@link org.qakit.report.Charts} drawn with {@link org.qakit.report.Svg}; no script, no
 * network); one item's prediction with the solver's evidence as text ({@link
 * org.qakit.report.ExplanationText}, laid out by {@code EvidenceText}) for {@code qakit explain}; several runs
 * side by side as leaderboards ({@link org.qakit.report.Leaderboard}, built by {@link
 * org.qakit.report.LeaderboardBuilder}) in Markdown, LaTeX, CSV or HTML ({@link org.qakit.report.ReportFormat}) for
 * {@code qakit report}.
 */
package org.qakit.report;
