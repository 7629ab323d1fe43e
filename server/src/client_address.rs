//! Who the client is, for the rate limits: the connection's peer, or, when the
//! peer is a proxy the server was told to trust (`TABLESIDE_TRUSTED_PROXIES`),
//! the address that proxy says it forwarded for.
//!
//! `X-Forwarded-For` is read from the right: each trusted proxy appends the
//! address it heard from, so the first address from the right that is not a
//! trusted proxy is the client. Anything left of it was written by the client
//! itself and proves nothing; without a trusted peer the header is ignored.

use axum::{
    extract::{ConnectInfo, Request, State},
    middleware::Next,
    response::Response,
};
use http::HeaderMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

/// The networks whose connections are proxies speaking for someone else.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<(IpAddr, u8)>);

/// The request's client as the rate limits count it (absent in in-process
/// tests, which have no connection).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

/// Marks a request whose connection comes from a trusted proxy: what it says
/// of the request (its `x-request-id`) is believed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FromTrustedProxy;

impl TrustedProxies {
    /// Reads a comma-separated list of addresses and networks
    /// (`127.0.0.1, ::1, 10.0.0.0/8, fd00::/8`); empty trusts none.
    pub fn parse(text: &str) -> Result<TrustedProxies, String> {
        let mut networks = Vec::new();
        for item in text
            .split(',')
            .map(str::trim)
            .filter(|item| !item.is_empty())
        {
            let refused = || {
                format!(
                    "TABLESIDE_TRUSTED_PROXIES: {item:?} is not an address or a network like 10.0.0.0/8"
                )
            };
            let (address, bits) = match item.split_once('/') {
                Some((address, bits)) => (address, Some(bits)),
                None => (item, None),
            };
            let address = unmapped(address.parse::<IpAddr>().map_err(|_| refused())?);
            let most = if address.is_ipv4() { 32 } else { 128 };
            let bits = match bits {
                None => most,
                Some(bits) => bits
                    .parse::<u8>()
                    .ok()
                    .filter(|bits| *bits <= most)
                    .ok_or_else(refused)?,
            };
            networks.push((address, bits));
        }
        Ok(TrustedProxies(networks))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    fn trusts(&self, address: IpAddr) -> bool {
        let address = unmapped(address);
        self.0
            .iter()
            .any(|&(network, bits)| in_network(address, network, bits))
    }

    /// The client behind `peer`, given the request's headers.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let mut client = unmapped(peer);
        if !self.trusts(client) {
            return client;
        }
        // Split as bytes: a client's own entry with bytes that are not text
        // must not hide the entries the proxies appended after it.
        let forwarded: Vec<&[u8]> = headers
            .get_all("x-forwarded-for")
            .iter()
            .flat_map(|value| value.as_bytes().split(|&b| b == b','))
            .collect();
        for hop in forwarded.into_iter().rev() {
            // An entry that cannot be read ends the chain: the last proxy
            // that could be understood speaks for that hop.
            let Some(address) = std::str::from_utf8(hop).ok().and_then(read_hop) else {
                break;
            };
            client = address;
            if !self.trusts(address) {
                break;
            }
        }
        client
    }
}

/// An `X-Forwarded-For` entry: an address, maybe with a port (`[v6]:port`).
fn read_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    let address = hop
        .parse::<IpAddr>()
        .ok()
        .or_else(|| hop.parse::<SocketAddr>().ok().map(|socket| socket.ip()))
        .or_else(|| {
            hop.strip_prefix('[')
                .and_then(|rest| rest.strip_suffix(']'))
                .and_then(|inner| inner.parse().ok())
        })?;
    Some(unmapped(address))
}

/// An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is the IPv4 one.
fn unmapped(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
        v4 => v4,
    }
}

fn in_network(address: IpAddr, network: IpAddr, bits: u8) -> bool {
    match (address, network) {
        (IpAddr::V4(a), IpAddr::V4(n)) => {
            let mask = u32::MAX.checked_shl(32 - u32::from(bits)).unwrap_or(0);
            u32::from(a) & mask == u32::from(n) & mask
        }
        (IpAddr::V6(a), IpAddr::V6(n)) => {
            let mask = u128::MAX.checked_shl(128 - u32::from(bits)).unwrap_or(0);
            u128::from(a) & mask == u128::from(n) & mask
        }
        _ => false,
    }
}

/// Middleware: notes each request's [`ClientAddress`] for the rate limits and
/// the log, and whether it came through a trusted proxy.
pub async fn find_client(
    State(proxies): State<Arc<TrustedProxies>>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(peer)| peer.ip());
    if let Some(peer) = peer {
        let client = proxies.client(peer, request.headers());
        request.extensions_mut().insert(ClientAddress(client));
        if proxies.trusts(peer) {
            request.extensions_mut().insert(FromTrustedProxy);
        }
    }
    next.run(request).await
}

/// One client per IPv4 address, and per IPv6 /64: a phone or household gets a
/// whole /64, so its addresses are one client.
pub(crate) fn client_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let prefix = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(prefix.into())
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http::HeaderValue;

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", value.parse().unwrap());
        }
        headers
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn reads_addresses_and_networks() {
        let proxies = TrustedProxies::parse(" 127.0.0.1, ::1 ,10.0.0.0/8,fd00::/8,").unwrap();
        for trusted in [
            "127.0.0.1",
            "::1",
            "10.200.3.4",
            "fd12::7",
            "::ffff:10.0.0.9",
        ] {
            assert!(proxies.trusts(ip(trusted)), "{trusted}");
        }
        for not in ["127.0.0.2", "11.0.0.1", "fe80::1", "::2"] {
            assert!(!proxies.trusts(ip(not)), "{not}");
        }
        assert!(TrustedProxies::parse("").unwrap().is_empty());
        assert!(TrustedProxies::parse("0.0.0.0/0")
            .unwrap()
            .trusts(ip("8.8.8.8")));
        for bad in ["localhost", "10.0.0.0/33", "::/129", "10.0.0.0/x", "1.2.3"] {
            let refused = TrustedProxies::parse(bad).unwrap_err();
            assert!(
                refused.contains("TABLESIDE_TRUSTED_PROXIES"),
                "{bad}: {refused}"
            );
        }
    }

    #[test]
    fn without_a_trusted_peer_the_header_is_ignored() {
        let none = TrustedProxies::default();
        let headers = forwarded(&["203.0.113.9"]);
        assert_eq!(none.client(ip("127.0.0.1"), &headers), ip("127.0.0.1"));
        let local = TrustedProxies::parse("127.0.0.1").unwrap();
        assert_eq!(
            local.client(ip("198.51.100.4"), &headers),
            ip("198.51.100.4")
        );
    }

    #[test]
    fn the_client_is_the_first_untrusted_hop_from_the_right() {
        let proxies = TrustedProxies::parse("127.0.0.1, 10.0.0.0/8").unwrap();
        let peer = ip("127.0.0.1");
        let client = |values: &[&str]| proxies.client(peer, &forwarded(values));
        assert_eq!(client(&["203.0.113.9"]), ip("203.0.113.9"));
        // What the client wrote itself (left) cannot choose its bucket.
        assert_eq!(client(&["1.1.1.1, 203.0.113.9"]), ip("203.0.113.9"));
        // A load balancer in between, and the header split over two lines.
        assert_eq!(
            client(&["1.1.1.1, 203.0.113.9", "10.1.2.3"]),
            ip("203.0.113.9")
        );
        assert_eq!(client(&["[2001:db8::5]:4711"]), ip("2001:db8::5"));
        assert_eq!(client(&["203.0.113.9:80"]), ip("203.0.113.9"));
        assert_eq!(client(&["::ffff:203.0.113.9"]), ip("203.0.113.9"));
        // Every hop trusted: the first one.
        assert_eq!(client(&["10.9.9.9, 10.1.1.1"]), ip("10.9.9.9"));
        // Nothing forwarded, or nothing readable: the proxy itself.
        assert_eq!(client(&[]), peer);
        assert_eq!(client(&["unknown"]), peer);
        assert_eq!(client(&["203.0.113.9, garbage"]), peer);
        // Bytes that are not text in what the client wrote hide nothing after them.
        let mut headers = HeaderMap::new();
        let written = HeaderValue::from_bytes(b"caf\xe9, 203.0.113.9").unwrap();
        headers.append("x-forwarded-for", written);
        assert_eq!(proxies.client(peer, &headers), ip("203.0.113.9"));
    }
}
