//! Minimal pcap/pcapng reader for tests: yields UDP datagrams over Ethernet/IPv4 (what the
//! loopback captures and dem2pcap produce). IP fragments are reassembled by (id, src, dst).
#![allow(dead_code)]

use quakeshark::codec::{Datagram, Endpoint};
use std::collections::HashMap;

pub struct Udp {
    pub frame: u32,
    pub src: Endpoint,
    pub dst: Endpoint,
    pub payload: Vec<u8>,
}

fn frames(data: &[u8]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let magic = u32::from_le_bytes(data[0..4].try_into().unwrap());
    if magic == 0xa1b2_c3d4 || magic == 0xa1b2_3c4d {
        let mut p = 24;
        while p + 16 <= data.len() {
            let incl = u32::from_le_bytes(data[p + 8..p + 12].try_into().unwrap()) as usize;
            out.push(data[p + 16..p + 16 + incl].to_vec());
            p += 16 + incl;
        }
    } else if magic == 0x0a0d_0d0a {
        let mut p = 0;
        while p + 12 <= data.len() {
            let ty = u32::from_le_bytes(data[p..p + 4].try_into().unwrap());
            let len = u32::from_le_bytes(data[p + 4..p + 8].try_into().unwrap()) as usize;
            if ty == 6 {
                let cap = u32::from_le_bytes(data[p + 20..p + 24].try_into().unwrap()) as usize;
                out.push(data[p + 28..p + 28 + cap].to_vec());
            } else if ty == 3 {
                out.push(data[p + 12..p + len - 4].to_vec());
            }
            p += len;
        }
    } else {
        panic!("not a capture");
    }
    out
}

pub fn udp(path: &str) -> Vec<Udp> {
    let data = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out = Vec::new();
    #[allow(clippy::type_complexity)]
    let mut frags: HashMap<(u16, [u8; 4], [u8; 4]), Vec<(usize, Vec<u8>)>> = HashMap::new();
    for (i, f) in frames(&data).into_iter().enumerate() {
        if f.len() < 14 + 20 || f[12..14] != [0x08, 0x00] {
            continue;
        }
        let ip = &f[14..];
        let ihl = (ip[0] & 15) as usize * 4;
        let total = u16::from_be_bytes([ip[2], ip[3]]) as usize;
        if ip[9] != 17 {
            continue;
        }
        let id = u16::from_be_bytes([ip[4], ip[5]]);
        let ff = u16::from_be_bytes([ip[6], ip[7]]);
        let (more, off) = (ff & 0x2000 != 0, (ff & 0x1fff) as usize * 8);
        let src: [u8; 4] = ip[12..16].try_into().unwrap();
        let dst: [u8; 4] = ip[16..20].try_into().unwrap();
        let body = ip[ihl..total.min(ip.len())].to_vec();
        let datagram = if more || off > 0 {
            let v = frags.entry((id, src, dst)).or_default();
            v.push((off, body));
            if more {
                continue;
            }
            let mut v = frags.remove(&(id, src, dst)).unwrap();
            v.sort_by_key(|x| x.0);
            v.into_iter().flat_map(|x| x.1).collect()
        } else {
            body
        };
        let ep = |a: [u8; 4], port: u16| {
            let mut addr = [0u8; 16];
            addr[..4].copy_from_slice(&a);
            Endpoint { addr, port }
        };
        let sp = u16::from_be_bytes([datagram[0], datagram[1]]);
        let dp = u16::from_be_bytes([datagram[2], datagram[3]]);
        let ulen = u16::from_be_bytes([datagram[4], datagram[5]]) as usize;
        out.push(Udp {
            frame: i as u32 + 1,
            src: ep(src, sp),
            dst: ep(dst, dp),
            payload: datagram[8..ulen.min(datagram.len())].to_vec(),
        });
    }
    out
}

/// One UDP conversation: a client endpoint and a server address. The client keeps its port;
/// NetQuake's server may move the game to another port (CCREP_ACCEPT), so the server's port is
/// that of the first datagram and `moved` marks datagrams on another one.
pub struct Conv {
    pub client: Endpoint,
    pub server: Endpoint,
    pub dgs: Vec<ConvDatagram>,
}

impl Conv {
    /// The conversation's datagrams as the codec takes them, in capture order (no timestamps).
    pub fn datagrams(&self) -> Vec<Datagram<'_>> {
        self.dgs
            .iter()
            .map(|d| Datagram {
                frame: d.udp.frame,
                src: d.udp.src,
                dst: d.udp.dst,
                bytes: &d.udp.payload,
                time: 0.0,
            })
            .collect()
    }
}

pub struct ConvDatagram {
    pub from_server: bool,
    pub moved: bool,
    pub udp: Udp,
}

/// A capture's UDP datagrams by conversation (the first datagram's sender is the client).
pub fn conversations(path: &str) -> Vec<Conv> {
    let mut convs: Vec<Conv> = Vec::new();
    for u in udp(path) {
        let hit = convs.iter_mut().find(|c| {
            (u.src == c.client && u.dst.addr == c.server.addr)
                || (u.dst == c.client && u.src.addr == c.server.addr)
        });
        let c = match hit {
            Some(c) => c,
            None => {
                convs.push(Conv {
                    client: u.src,
                    server: u.dst,
                    dgs: Vec::new(),
                });
                convs.last_mut().unwrap()
            }
        };
        let from_server = u.src != c.client;
        let port = if from_server { u.src.port } else { u.dst.port };
        c.dgs.push(ConvDatagram {
            from_server,
            moved: port != c.server.port,
            udp: u,
        });
    }
    convs
}
