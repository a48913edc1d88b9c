package org.qakit.solr;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that uses the shared SolrCloud child JVM ({@link SolrClusterProcess#shared}).
 * qakit-app's tests run in two JVMs side by side; the classes tagged {@value #TAG} run afterwards
 * in one JVM of their own (the surefire execution of that name), so the 3-node cluster starts once.
 * {@link SolrClusterProcess#shared} refuses a caller that is not marked.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@Tag(SolrClusterTest.TAG)
public @interface SolrClusterTest {
  /** The JUnit tag, the surefire group of the execution that runs these classes. */
  String TAG = "solr-cluster";
}
