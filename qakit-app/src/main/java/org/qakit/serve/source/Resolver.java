package org.qakit.serve.source;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/**
 * Turns a URL's host into addresses: the one name lookup of a fetch hop ({@link SourceFetcher}
 * resolves each hop's host once, checks every address and connects to a checked one, so a
 * second lookup cannot hand it another address). {@link #SYSTEM} is the JVM's resolver; tests
 * give their own.
 */
@FunctionalInterface
public interface Resolver {
  /** The system's resolver ({@link InetAddress#getAllByName}; an IP literal is its own address). */
  Resolver SYSTEM = host -> List.of(InetAddress.getAllByName(host));

  /** The addresses of {@code host} (as a URI gives it; an IPv6 literal in brackets), at least one. */
  List<InetAddress> resolve(String host) throws UnknownHostException;
}
