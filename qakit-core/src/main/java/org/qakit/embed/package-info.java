/**
 * Text vectors as a contract: {@link org.qakit.embed.TextEncoder} (text to vector, per {@link
 * org.qakit.embed.TextRole}). {@code qakit-neural} implements it with ONNX bi-encoders; {@code
 * qakit-lucene} stores and searches its vectors; solvers and features take the interface, so a
 * test can pass a small deterministic encoder. Vector arithmetic (dot product, cosine) lives in
 * {@code org.qakit.embed.Vectors}.
 */
package org.qakit.embed;
