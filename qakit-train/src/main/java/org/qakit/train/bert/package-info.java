/**
 * BERT on DJL: the encoder written in NDArray operations ({@link org.qakit.train.bert.Bert}), its
 * parameters by Hugging Face name ({@link org.qakit.train.bert.Parameters}), the weights read from
 * an fp32 ONNX export ({@link org.qakit.train.bert.OnnxGraph}, {@link
 * org.qakit.train.bert.OnnxBertWeights}) or dequantized from an int8 one ({@link
 * org.qakit.train.bert.DequantizedWeights}), the registry of base models ({@link
 * org.qakit.train.bert.BaseModels}) and a bi-encoder on top ({@link
 * org.qakit.train.bert.DjlEncoder}). libtorch is started offline by {@link
 * org.qakit.train.bert.Torch}.
 *
 * <p>To add a base model: put its LangChain4j fp32 jar on qakit-train's class path (files only)
 * and add one {@code BaseModel} line to {@code BaseModels} with its head count; {@code
 * DjlEncoderParityTest} shows how to check it against onnxruntime.
 */
package org.qakit.train.bert;
