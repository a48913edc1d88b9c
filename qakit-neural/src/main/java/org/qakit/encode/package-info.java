/**
 * Neural text encoders on onnxruntime: bi-encoders that turn texts into unit vectors ({@link
 * org.qakit.encode.Encoder}, run by {@link org.qakit.encode.OnnxEncoder}), the model registry
 * ({@link org.qakit.encode.Models}: one {@link org.qakit.encode.ModelSpec} per model with its
 * pooling, normalisation, maximum length, query prefix, dimension and licence), the on-disk
 * {@link org.qakit.encode.EmbeddingCache} ({@link org.qakit.encode.CachedEncoder} puts it in front
 * of an encoder) and cross-encoders for a model file a user supplies ({@link
 * org.qakit.encode.CrossEncoder}, {@link org.qakit.encode.OnnxCrossEncoder}).
 *
 * <p>To add a bi-encoder: put the jar carrying its ONNX graph and tokenizer.json on qakit-neural's
 * class path (files only: exclude its dependencies), and add one {@code ModelSpec} line to {@code
 * Models} stating its resources, pooling, prefix and dimension; opening it checks the graph
 * against that line. See docs/encoders.md.
 */
package org.qakit.encode;
