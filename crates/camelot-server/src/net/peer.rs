//! Who a connection is, as the limits count it: the peer's address, or behind a trusted
//! proxy the client's address that proxy forwards; IPv6 addresses grouped by their network
//! prefix (one subscriber holds a whole /64), IPv4-mapped ones read as IPv4.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::str::FromStr;

use axum::http::HeaderMap;
use serde::Deserialize;

use crate::hub::Config;

/// An address or a network (`10.0.0.0/8`, `fd00::/8`), as the config names proxies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Net {
    base: IpAddr,
    bits: u8,
}

impl Net {
    pub fn contains(&self, ip: IpAddr) -> bool {
        masked(unmapped(ip), self.bits) == self.base
    }
}

impl FromStr for Net {
    type Err = String;

    fn from_str(s: &str) -> Result<Net, String> {
        let (ip, bits) = s.split_once('/').unwrap_or((s, ""));
        let ip: IpAddr = ip
            .trim()
            .parse()
            .map_err(|_| format!("{s:?} is not an address or a network"))?;
        let ip = unmapped(ip);
        let max = if ip.is_ipv4() { 32 } else { 128 };
        let bits = if bits.is_empty() {
            max
        } else {
            bits.parse::<u8>()
                .ok()
                .filter(|&b| b <= max)
                .ok_or_else(|| format!("{s:?}: a prefix is 0 to {max} bits"))?
        };
        Ok(Net {
            base: masked(ip, bits),
            bits,
        })
    }
}

impl fmt::Display for Net {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.base, self.bits)
    }
}

impl<'de> Deserialize<'de> for Net {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Net, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// The header a trusted proxy names the client in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProxyHeader {
    /// `X-Forwarded-For: client, proxy1, proxy2` (each proxy appends its peer).
    #[default]
    XForwardedFor,
    /// RFC 7239: `Forwarded: for=client, for="[2001:db8::1]:4711"`.
    Forwarded,
}

/// An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, a dual-stack socket's IPv4 peer) as the
/// IPv4 address it is.
fn unmapped(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// `ip` with every bit after the first `bits` cleared.
fn masked(ip: IpAddr, bits: u8) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => {
            let mask = u32::MAX
                .checked_shl(32 - u32::from(bits.min(32)))
                .unwrap_or(0);
            IpAddr::V4(Ipv4Addr::from(u32::from(v4) & mask))
        }
        IpAddr::V6(v6) => {
            let mask = u128::MAX
                .checked_shl(128 - u32::from(bits.min(128)))
                .unwrap_or(0);
            IpAddr::V6(Ipv6Addr::from(u128::from(v6) & mask))
        }
    }
}

/// The address every per-address limit counts `ip` as: its IPv6 network of
/// `config.ipv6_prefix` bits, or the IPv4 address itself.
pub fn key(config: &Config, ip: IpAddr) -> IpAddr {
    match unmapped(ip) {
        v6 @ IpAddr::V6(_) => masked(v6, config.ipv6_prefix),
        v4 => v4,
    }
}

/// The bits of an IPv6 network whose addresses share a budget on top of each address's
/// (a provider hands one site a /48: many /64s cost one attacker nothing).
pub const NETWORK_BITS: u8 = 48;

/// The IPv6 /48 of `ip` (an address as [`key`] gave it); none for IPv4.
pub fn network_of(ip: IpAddr) -> Option<IpAddr> {
    match unmapped(ip) {
        v6 @ IpAddr::V6(_) => Some(masked(v6, NETWORK_BITS)),
        IpAddr::V4(_) => None,
    }
}

/// Whether `config` takes `peer`'s word on the client's address.
pub fn is_trusted(config: &Config, peer: IpAddr) -> bool {
    let peer = unmapped(peer);
    (config.behind_proxy && peer.is_loopback())
        || config.trusted_proxies.iter().any(|p| p.contains(peer))
}

/// Whether the client behind `peer` (through trusted proxies) is in one of `nets`: the gate
/// of the operator's pages (`/metrics`, `/healthz`), which answer 404 to anyone else.
pub fn client_within(config: &Config, peer: IpAddr, headers: &HeaderMap, nets: &[Net]) -> bool {
    let client = client(config, peer, headers);
    nets.iter().any(|net| net.contains(client))
}

/// The client's address (not yet keyed): the peer's, or from a trusted proxy the right-most
/// address of its header that is not itself a trusted proxy (what the nearest proxy saw;
/// anything left of it the client may have written). With no such address, the peer's.
pub fn client(config: &Config, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
    if !is_trusted(config, peer) {
        return peer;
    }
    let (name, read): (&str, fn(&str) -> Option<IpAddr>) = match config.proxy_header {
        ProxyHeader::XForwardedFor => ("x-forwarded-for", address),
        ProxyHeader::Forwarded => ("forwarded", forwarded_for),
    };
    let hops: Vec<Option<IpAddr>> = headers
        .get_all(name)
        .iter()
        .map(|v| v.to_str().unwrap_or(""))
        .flat_map(|v| v.split(','))
        .map(read)
        .collect();
    for hop in hops.into_iter().rev() {
        match hop {
            Some(ip) if is_trusted(config, ip) => continue,
            Some(ip) => return ip,
            // A hop the proxy did not write as an address: nothing left of it is sure.
            None => break,
        }
    }
    peer
}

/// The address of one `Forwarded` element's `for=` (`for=192.0.2.1`,
/// `for="[2001:db8::1]:4711"`); `None` for an obfuscated or unknown one.
fn forwarded_for(element: &str) -> Option<IpAddr> {
    element.split(';').find_map(|pair| {
        let (k, v) = pair.split_once('=')?;
        k.trim().eq_ignore_ascii_case("for").then(|| address(v))?
    })
}

/// An address as proxies write it: bare, quoted, or with a port (`192.0.2.1:4711`,
/// `[2001:db8::1]:4711`).
fn address(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim().trim_matches('"');
    if let Ok(ip) = hop.parse() {
        return Some(ip);
    }
    if let Some(rest) = hop.strip_prefix('[') {
        return rest.split_once(']')?.0.parse().ok();
    }
    hop.rsplit_once(':')?
        .0
        .parse::<Ipv4Addr>()
        .ok()
        .map(IpAddr::V4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn headers(name: &'static str, value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(name, value.parse().unwrap());
        h
    }

    #[test]
    fn ipv6_addresses_of_one_network_share_a_key() {
        let mut config = Config::default();
        let a = key(&config, ip("2001:db8:1:2:aaaa::1"));
        assert_eq!(a, ip("2001:db8:1:2::"));
        assert_eq!(key(&config, ip("2001:db8:1:2:ffff:1:2:3")), a);
        assert_ne!(key(&config, ip("2001:db8:1:3::1")), a, "the next /64");
        assert_eq!(key(&config, ip("203.0.113.7")), ip("203.0.113.7"));
        assert_eq!(key(&config, ip("::ffff:203.0.113.7")), ip("203.0.113.7"));
        config.ipv6_prefix = 48;
        assert_eq!(key(&config, ip("2001:db8:1:3::1")), ip("2001:db8:1::"));
        config.ipv6_prefix = 128;
        assert_eq!(key(&config, ip("2001:db8::1")), ip("2001:db8::1"));
        config.ipv6_prefix = 0;
        assert_eq!(key(&config, ip("2001:db8::1")), ip("::"));
    }

    #[test]
    fn networks_read_and_match() {
        let net: Net = "10.0.0.0/8".parse().unwrap();
        assert!(net.contains(ip("10.1.2.3")) && !net.contains(ip("11.0.0.1")));
        assert!(net.contains(ip("::ffff:10.0.0.1")));
        let one: Net = "::1".parse().unwrap();
        assert!(one.contains(ip("::1")) && !one.contains(ip("::2")));
        assert!("10.0.0.0/33".parse::<Net>().is_err());
        assert!("proxy".parse::<Net>().is_err());
    }

    #[test]
    fn a_trusted_proxy_names_the_right_most_untrusted_hop() {
        let mut config = Config {
            trusted_proxies: vec!["127.0.0.1".parse().unwrap(), "10.0.0.0/8".parse().unwrap()],
            ..Config::default()
        };
        let local = ip("127.0.0.1");
        let h = headers("x-forwarded-for", "198.51.100.9, 203.0.113.7, 10.0.0.5");
        assert_eq!(client(&config, local, &h), ip("203.0.113.7"));
        let far = ip("198.51.100.2");
        assert_eq!(client(&config, far, &h), far, "not a proxy of ours");
        assert_eq!(client(&config, local, &HeaderMap::new()), local);
        let h = headers("x-forwarded-for", "203.0.113.7:4711, [2001:db8::5]:80");
        assert_eq!(client(&config, local, &h), ip("2001:db8::5"), "with ports");
        let h = headers("x-forwarded-for", "203.0.113.7, garbage");
        assert_eq!(client(&config, local, &h), local, "an unreadable hop");
        config.proxy_header = ProxyHeader::Forwarded;
        let h = headers(
            "forwarded",
            r#"for=192.0.2.60;proto=https, for="[2001:db8:cafe::17]:4711""#,
        );
        assert_eq!(client(&config, local, &h), ip("2001:db8:cafe::17"));
        let h = headers("x-forwarded-for", "203.0.113.7");
        assert_eq!(client(&config, local, &h), local, "the other header");
    }

    #[test]
    fn the_old_switch_trusts_this_machine() {
        let h = headers("x-forwarded-for", "203.0.113.7");
        let mut config = Config::default();
        assert_eq!(client(&config, ip("::1"), &h), ip("::1"));
        config.behind_proxy = true;
        assert_eq!(client(&config, ip("::1"), &h), ip("203.0.113.7"));
        assert_eq!(client(&config, ip("127.0.0.2"), &h), ip("203.0.113.7"));
    }
}
