package org.qakit.serve;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that drives a real browser ({@link HeadlessChrome}, which refuses a caller
 * without the mark). These classes run on H2 only: the PostgreSQL pass excludes the tag {@value
 * #TAG}, because they send the database no statement that the other {@link DatabaseTest} classes do
 * not send too ({@code tools/sql-coverage.sh} checks this from PostgreSQL's statement log: 197
 * distinct statements, none from browser classes only, when the tag was introduced).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@Tag(BrowserTest.TAG)
public @interface BrowserTest {
  /** The JUnit tag, the surefire group the PostgreSQL pass leaves out. */
  String TAG = "browser";
}
