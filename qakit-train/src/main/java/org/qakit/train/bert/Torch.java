package org.qakit.train.bert;

import ai.djl.Device;
import ai.djl.engine.Engine;
import ai.djl.ndarray.NDManager;
import ai.djl.pytorch.jni.JniUtils;

/**
 * Starts DJL's PyTorch engine offline: libtorch's CPU build comes from the {@code
 * pytorch-native-cpu} jar on the class path and is extracted once to DJL's cache folder ({@code
 * ~/.djl.ai}, or {@code $DJL_CACHE_DIR}); {@code ai.djl.offline=true} makes DJL fail rather than
 * download anything. One instance per JVM; the thread count is libtorch's global setting.
 */
public final class Torch {
  /** The resource of the {@code pytorch-native-cpu} jar that tells DJL which libtorch it carries. */
  static final String NATIVE_PROPERTIES = "native/lib/pytorch.properties";

  private Torch() {}

  /** A new root manager on the CPU. */
  public static NDManager newManager() {
    return engine().newBaseManager(Device.cpu());
  }

  /**
   * Sets libtorch's intra-op threads (1 gives the same bits on every run; inter-op work is not
   * used by these models).
   */
  public static void threads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("torch threads: expected at least 1, found " + threads);
    }
    engine();
    JniUtils.setNumThreads(threads);
  }

  /** The engine's name and version, for training cards. */
  public static String version() {
    Engine e = engine();
    return e.getEngineName() + " " + e.getVersion();
  }

  private static synchronized Engine engine() {
    if (System.getProperty("ai.djl.offline") == null) {
      System.setProperty("ai.djl.offline", "true");
    }
    if (Torch.class.getClassLoader().getResource(NATIVE_PROPERTIES) == null) {
      throw new IllegalStateException("libtorch is not on the class path (no " + NATIVE_PROPERTIES + " from pytorch-native-cpu): "
          + "run qakit.jar where it was built, with its lib/ folder beside it, or through ./qakit");
    }
    return Engine.getEngine("PyTorch");
  }
}
