//! Variants of a real capture, as users record them: started in the middle of a session, or with
//! the server on another port. The bytes of every kept packet are the capture's own; only the
//! first packets are dropped, or the UDP port numbers rewritten (UDP checksum cleared, which IPv4
//! allows), in the capture's own file format so frame numbers and times stay comparable.
#![allow(dead_code)]

/// The packet records of a pcap or pcapng file: (record start, record end, packet data start,
/// captured length). Other pcapng blocks (section, interface, statistics) are not listed.
fn records(data: &[u8]) -> Vec<(usize, usize, usize, usize)> {
    let u32le = |p: usize| u32::from_le_bytes(data[p..p + 4].try_into().unwrap()) as usize;
    let mut out = Vec::new();
    match u32le(0) {
        0xa1b2_c3d4 | 0xa1b2_3c4d => {
            let mut p = 24;
            while p + 16 <= data.len() {
                let incl = u32le(p + 8);
                out.push((p, p + 16 + incl, p + 16, incl));
                p += 16 + incl;
            }
        }
        0x0a0d_0d0a => {
            let mut p = 0;
            while p + 12 <= data.len() {
                let (ty, len) = (u32le(p), u32le(p + 4));
                if ty == 6 {
                    out.push((p, p + len, p + 28, u32le(p + 20)));
                } else if ty == 3 {
                    out.push((p, p + len, p + 12, len - 16));
                }
                p += len;
            }
        }
        _ => panic!("not a pcap or pcapng file"),
    }
    out
}

pub fn packet_count(data: &[u8]) -> usize {
    records(data).len()
}

/// The capture without its first `n` packets (file header and pcapng interface blocks kept).
pub fn cut(data: &[u8], n: usize) -> Vec<u8> {
    let recs = records(data);
    let mut out = Vec::with_capacity(data.len());
    let mut p = 0;
    for (i, &(start, end, _, _)) in recs.iter().enumerate() {
        out.extend_from_slice(&data[p..start]); // headers and non-packet blocks
        if i >= n {
            out.extend_from_slice(&data[start..end]);
        }
        p = end;
    }
    out.extend_from_slice(&data[p..]);
    out
}

/// The capture with UDP ports rewritten by `map` (Ethernet/IPv4, as loopback captures and
/// dem2pcap write them; IP fragments after the first carry no UDP header and stay as they are).
pub fn move_ports(data: &[u8], map: &[(u16, u16)]) -> Vec<u8> {
    let mut out = data.to_vec();
    for (_, _, at, caplen) in records(data) {
        let f = &mut out[at..at + caplen];
        if f.len() < 14 + 20 + 8 || f[12..14] != [0x08, 0x00] || f[14 + 9] != 17 {
            continue;
        }
        let ihl = (f[14] & 15) as usize * 4;
        let frag_offset = u16::from_be_bytes([f[14 + 6], f[14 + 7]]) & 0x1fff;
        let u = 14 + ihl;
        if frag_offset != 0 || f.len() < u + 8 {
            continue;
        }
        for k in [u, u + 2] {
            let port = u16::from_be_bytes([f[k], f[k + 1]]);
            if let Some(&(_, to)) = map.iter().find(|&&(from, _)| from == port) {
                f[k..k + 2].copy_from_slice(&to.to_be_bytes());
            }
        }
        f[u + 6] = 0;
        f[u + 7] = 0;
    }
    out
}

/// The capture with packets `drop` removed and packets `dup` written twice in a row (frame
/// numbers, from 1): what a lossy capture or a duplicating network leaves. The kept bytes are the
/// capture's own.
pub fn edit(data: &[u8], drop: &[u32], dup: &[u32]) -> Vec<u8> {
    let recs = records(data);
    let mut out = Vec::with_capacity(data.len() + dup.len() * 2048);
    let mut p = 0;
    for (i, &(start, end, _, _)) in recs.iter().enumerate() {
        let frame = i as u32 + 1;
        out.extend_from_slice(&data[p..start]);
        if !drop.contains(&frame) {
            out.extend_from_slice(&data[start..end]);
            if dup.contains(&frame) {
                out.extend_from_slice(&data[start..end]);
            }
        }
        p = end;
    }
    out.extend_from_slice(&data[p..]);
    out
}
