package org.qakit.serve.api;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A request the API (or the Ask page) does not answer, with its HTTP status and a short code; the
 * API writes it as {@code {"error": CODE, "message": TEXT}}. The codes by status: 400 {@code
 * malformed} (not a JSON object of the request's shape), 401 {@code unauthorized}, 404 {@code
 * not-found}, 413 {@code too-large} (over a limit of {@link ApiOptions}), 415 {@code
 * unsupported-media-type}, 422 {@code invalid} (the right shape, values the server cannot answer),
 * 503 {@code timeout} (over the time budget) or {@code busy} (every answering thread taken and the
 * queue full), 500 {@code internal} (a fault of the server, never the request's).
 */
public final class ApiError extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final int status;
  private final String code;

  public ApiError(int status, String code, String message) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
  }

  public static ApiError malformed(String message) {
    return new ApiError(400, "malformed", message);
  }

  public static ApiError unauthorized(String message) {
    return new ApiError(401, "unauthorized", message);
  }

  public static ApiError tooLarge(String message) {
    return new ApiError(413, "too-large", message);
  }

  public static ApiError unsupportedMediaType(String message) {
    return new ApiError(415, "unsupported-media-type", message);
  }

  public static ApiError invalid(String message) {
    return new ApiError(422, "invalid", message);
  }

  public static ApiError timeout(String message) {
    return new ApiError(503, "timeout", message);
  }

  public static ApiError busy(String message) {
    return new ApiError(503, "busy", message);
  }

  public int status() {
    return status;
  }

  public String code() {
    return code;
  }

  /** The error body {@code {"error": code, "message": message}}. */
  public ObjectNode json() {
    return body(code, getMessage());
  }

  /** The error body of an HTTP error raised outside the API's own checks (an unknown route: 404 {@code not-found}). */
  public static ObjectNode json(int status, String message) {
    return body(codeOf(status), message == null || message.isBlank() ? "HTTP " + status : message);
  }

  /** The code of {@code status}, as the class comment lists them; another status is {@code http-STATUS}. */
  public static String codeOf(int status) {
    return switch (status) {
      case 400 -> "malformed";
      case 401 -> "unauthorized";
      case 403 -> "forbidden";
      case 404 -> "not-found";
      case 405 -> "method-not-allowed";
      case 413 -> "too-large";
      case 415 -> "unsupported-media-type";
      case 422 -> "invalid";
      case 500 -> "internal";
      case 503 -> "unavailable";
      default -> "http-" + status;
    };
  }

  private static ObjectNode body(String code, String message) {
    ObjectNode o = JsonNodeFactory.instance.objectNode();
    o.put("error", code);
    o.put("message", message);
    return o;
  }
}
