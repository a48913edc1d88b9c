package org.qakit.train.bert;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.qakit.encode.ModelException;

/**
 * Reads the weights that {@link Parameters#save} wrote (DJL's NDList encoding) as plain Java
 * {@link Tensor}s, without starting libtorch, so that a fine-tuned model can run on onnxruntime
 * alone. The encoding, as DJL 0.36 writes it: the array count (int), then per array the UTF
 * string {@code NDAR}, the version (int, 3), a name flag (byte) and the name (UTF), the sparse
 * format ({@code DENSE}), the data type ({@code FLOAT32} or {@code FLOAT64}), the shape (rank
 * (int), dimensions (longs), layout length (int) and chars), the byte order ({@code <} or {@code
 * >}), the data length (int) and the data. A file that breaks this is a {@link ModelException}
 * naming it and what was expected.
 */
public final class NdListFile {
  private static final int VERSION = 3;

  private NdListFile() {}

  /** Every array in {@code file} by name, in file order, as fp32. */
  public static Map<String, Tensor> read(Path file) {
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
      return read(in, file.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": cannot read: " + e.getMessage(), e);
    }
  }

  /**
   * Every array in {@code in} by name.
   *
   * @param owner names the file in messages
   */
  public static Map<String, Tensor> read(InputStream in, String owner) throws IOException {
    var data = new DataInputStream(in);
    var out = new LinkedHashMap<String, Tensor>();
    try {
      int count = data.readInt();
      for (int i = 0; i < count; i++) {
        Tensor t = array(data, owner, i);
        out.put(t.name(), t);
      }
    } catch (EOFException e) {
      throw new ModelException(owner + ": ends early after " + out.size() + " arrays; expected a weights file of qakit train");
    }
    return out;
  }

  private static Tensor array(DataInputStream in, String owner, int index) throws IOException {
    String where = owner + ": array " + index;
    expect(in.readUTF(), "NDAR", where, "magic");
    int version = in.readInt();
    if (version != VERSION) {
      throw new ModelException(where + ": encoding version " + version + ", expected " + VERSION);
    }
    String name = in.readByte() == 1 ? in.readUTF() : null;
    if (name == null) {
      throw new ModelException(where + ": has no name; expected every weight named");
    }
    where = owner + ": array " + name;
    expect(in.readUTF(), "DENSE", where, "sparse format");
    String type = in.readUTF();
    if (!type.equals("FLOAT32") && !type.equals("FLOAT64")) {
      throw new ModelException(where + ": data type " + type + ", expected FLOAT32 or FLOAT64");
    }
    long[] shape = new long[in.readInt()];
    long size = 1;
    for (int d = 0; d < shape.length; d++) {
      shape[d] = in.readLong();
      size *= shape[d];
    }
    int layout = in.readInt();
    for (int c = 0; c < layout; c++) {
      in.readChar();
    }
    byte order = in.readByte();
    if (order != '<' && order != '>') {
      throw new ModelException(where + ": byte order '" + (char) order + "', expected '<' or '>'");
    }
    int width = type.equals("FLOAT32") ? Float.BYTES : Double.BYTES;
    int length = in.readInt();
    if (length != size * width) {
      throw new ModelException(where + ": " + length + " data bytes, expected " + size * width + " for its shape");
    }
    byte[] bytes = new byte[length];
    in.readFully(bytes);
    var buffer = ByteBuffer.wrap(bytes).order(order == '<' ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
    float[] values = new float[(int) size];
    if (width == Float.BYTES) {
      buffer.asFloatBuffer().get(values);
    } else {
      for (int i = 0; i < values.length; i++) {
        values[i] = (float) buffer.getDouble();
      }
    }
    return new Tensor(name, shape, values);
  }

  private static void expect(String found, String expected, String where, String what) {
    if (!found.equals(expected)) {
      throw new ModelException(where + ": " + what + " '" + found + "', expected '" + expected + "'");
    }
  }
}
