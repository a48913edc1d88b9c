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

  @Option(names = {"-o", "--output"}, paramLabel = "OUTDIR",
      description = "the ${PARENT-COMMAND-NAME} folder to create (required without --backend solr)")
  Path output;

  /** The folder, or picocli's missing-option error (it is optional only for a Solr build). */
  Path output(picocli.CommandLine.Model.CommandSpec spec) {
    if (output == null) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "Missing required option: '--output=OUTDIR'");
    }
    return output;
  }
}
