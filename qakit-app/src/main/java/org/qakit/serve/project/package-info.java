/**
 * Annotation projects: their kind ({@link org.qakit.serve.project.ProjectKind}: item kind, export and import formats), language, quotas per question type and assignments. To add a kind: an enum constant, its mapping in {@code record.RecordItems}, its checks in {@code record.RequiredFields} and its fields in {@code record.peb}.
 */
package org.qakit.serve.project;
