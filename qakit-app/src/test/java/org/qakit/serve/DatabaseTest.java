package org.qakit.serve;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that runs on the test database ({@link TestDatabases}): H2 in {@code ./mvnw
 * verify}, and PostgreSQL in the second pass ({@code tools/postgres-test.sh}), which runs only the
 * classes tagged {@value #TAG}. {@link TestDatabases} refuses a caller that is not marked, so a
 * test that opens the test database cannot be left out of the PostgreSQL pass.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@Tag(DatabaseTest.TAG)
public @interface DatabaseTest {
  /** The JUnit tag, the surefire group the PostgreSQL pass selects ({@code -Dgroups=database}). */
  String TAG = "database";
}
