package org.qakit.serve.store;

import java.sql.SQLException;

/** A database failure the request cannot recover from (the server answers 500 and logs it). */
public final class StoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public StoreException(SQLException cause) {
    super(cause.getMessage(), cause);
  }
}
