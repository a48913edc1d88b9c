package org.qakit.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * Where and how a build command ({@code qakit index build}, {@code qakit kb build}) writes its
 * folder: the folder, whether a non-empty one is replaced, and the indexing threads (which never
 * change what is built).
 */
final class BuildTargetOptions {
  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "indexing threads (default ${DEFAULT-VALUE}); the ${PARENT-COMMAND-NAME} is the same for any N")
  int threads;

  @Option(names = "--force", description = "replace a non-empty OUTDIR")
  boolean force;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUTDIR",
      description = "the ${PARENT-COMMAND-NAME} folder to create")
  Path output;
}
