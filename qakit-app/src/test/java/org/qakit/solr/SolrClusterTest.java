package org.qakit.solr;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that uses the shared SolrCloud child JVM ({@link SolrClusterProcess#shared}).
 * qakit-app's tests run in four JVMs side by side; the classes tagged {@value #TAG} run one after
 * another in one of them, inside {@link SolrClusterTests}, so the 3-node cluster starts once. A
 * marked class's name must match qakit-app's pom property {@code qakit.test.solrCluster}, which
 * keeps Surefire from also running it on its own ({@link SolrClusterTestTagTest}).
 * {@link SolrClusterProcess#shared} refuses a caller that is not marked.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@Tag(SolrClusterTest.TAG)
public @interface SolrClusterTest {
  /** The JUnit tag, which {@link SolrClusterTests} selects. */
  String TAG = "solr-cluster";
}
