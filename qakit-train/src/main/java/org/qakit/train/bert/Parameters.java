package org.qakit.train.bert;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.SequencedMap;
import java.util.TreeMap;
import java.util.LinkedHashMap;

/**
 * The trainable arrays of a model by name (Hugging Face names, e.g. {@code
 * encoder.layer.0.attention.self.query.weight}), kept in name order so that saving, the optimiser
 * and seeded initialisation visit them in one fixed order. Linear weights are stored {@code [in,
 * out]}, as the ONNX MatMul initializers are, so a layer is {@code x · W + b}. Saved as DJL's
 * {@link NDList} encoding with each array's name.
 */
public final class Parameters implements AutoCloseable {
  private final NDManager manager;
  private final SequencedMap<String, NDArray> arrays = new LinkedHashMap<>();

  public Parameters(NDManager manager) {
    this.manager = manager;
  }

  public NDManager manager() {
    return manager;
  }

  /** Adds (or replaces) one array, copied from {@code t}. */
  public void put(Tensor t) {
    put(t.name(), manager.create(t.values(), new Shape(t.shape())));
  }

  /** Adds (or replaces) one array; it becomes owned by these parameters' manager. */
  public void put(String name, NDArray array) {
    array.attach(manager);
    array.setName(name);
    NDArray old = arrays.put(name, array);
    if (old != null && old != array) {
      old.close();
    }
    sort();
  }

  /** The array called {@code name}. */
  public NDArray get(String name) {
    NDArray a = arrays.get(name);
    if (a == null) {
      throw new IllegalArgumentException("no parameter '" + name + "'; have " + arrays.size() + " parameters, e.g. "
          + arrays.keySet().stream().limit(3).toList());
    }
    return a;
  }

  public boolean contains(String name) {
    return arrays.containsKey(name);
  }

  /** All arrays in name order (unmodifiable). */
  public Map<String, NDArray> all() {
    return Collections.unmodifiableMap(arrays);
  }

  /** Total number of values. */
  public long count() {
    return arrays.values().stream().mapToLong(NDArray::size).sum();
  }

  /** Marks every array as a leaf that collects gradients. */
  public void requireGradients() {
    arrays.values().forEach(a -> a.setRequiresGradient(true));
  }

  /** A copy of every array in another element type (float64 for gradient checks). */
  public Parameters copy(DataType type) {
    var out = new Parameters(manager);
    arrays.forEach((k, v) -> out.put(k, v.toType(type, true)));
    return out;
  }

  /** Writes every array with its name. */
  public void save(OutputStream out) throws IOException {
    var list = new NDList();
    arrays.values().forEach(list::add);
    list.encode(out);
  }

  /** Reads arrays written by {@link #save}, in float32. */
  public static Parameters load(NDManager manager, InputStream in) {
    var out = new Parameters(manager);
    for (NDArray a : NDList.decode(manager, in)) {
      out.put(a.getName(), a.getDataType() == DataType.FLOAT32 ? a : a.toType(DataType.FLOAT32, false));
    }
    return out;
  }

  /** Every array copied out as an fp32 {@link Tensor}, by name (what onnxruntime is given, {@link OnnxOverrides}). */
  public Map<String, Tensor> tensors() {
    var out = new LinkedHashMap<String, Tensor>();
    arrays.forEach((k, v) -> out.put(k, new Tensor(k, v.getShape().getShape(), values(k))));
    return out;
  }

  /** The values of one array as floats (for tests and comparisons). */
  public float[] values(String name) {
    return get(name).toType(DataType.FLOAT32, false).toFloatArray();
  }

  /** Whether both hold the same names with bit-identical values. */
  public boolean sameAs(Parameters other) {
    if (!arrays.keySet().equals(other.arrays.keySet())) {
      return false;
    }
    for (String name : arrays.keySet()) {
      if (!Arrays.equals(values(name), other.values(name))) {
        return false;
      }
    }
    return true;
  }

  private void sort() {
    var sorted = new TreeMap<>(arrays);
    arrays.clear();
    arrays.putAll(sorted);
  }

  @Override
  public void close() {
    arrays.values().forEach(NDArray::close);
    arrays.clear();
  }
}
