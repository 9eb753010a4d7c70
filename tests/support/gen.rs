//! Writes small classic pcap files (Ethernet/IPv4/UDP on loopback) for heuristic tests.
#![allow(dead_code)]

pub struct Pkt {
    pub sport: u16,
    pub dport: u16,
    pub payload: Vec<u8>,
}

pub fn write_pcap(path: &std::path::Path, pkts: &[Pkt]) {
    let mut out = Vec::new();
    out.extend_from_slice(&0xa1b2_c3d4u32.to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&4u16.to_le_bytes());
    out.extend_from_slice(&[0; 8]);
    out.extend_from_slice(&65535u32.to_le_bytes());
    out.extend_from_slice(&1u32.to_le_bytes()); // Ethernet
    for (i, p) in pkts.iter().enumerate() {
        let udp_len = 8 + p.payload.len();
        let ip_len = 20 + udp_len;
        let mut f = vec![0u8; 12];
        f.extend_from_slice(&[0x08, 0x00]);
        let mut ip = vec![
            0x45,
            0,
            (ip_len >> 8) as u8,
            ip_len as u8,
            0,
            1,
            0x40,
            0,
            64,
            17,
            0,
            0,
            127,
            0,
            0,
            1,
            127,
            0,
            0,
            1,
        ];
        let mut sum: u32 = ip
            .chunks(2)
            .map(|c| u16::from_be_bytes([c[0], c[1]]) as u32)
            .sum();
        while sum > 0xffff {
            sum = (sum & 0xffff) + (sum >> 16);
        }
        let ck = !(sum as u16);
        ip[10] = (ck >> 8) as u8;
        ip[11] = ck as u8;
        f.extend_from_slice(&ip);
        f.extend_from_slice(&p.sport.to_be_bytes());
        f.extend_from_slice(&p.dport.to_be_bytes());
        f.extend_from_slice(&(udp_len as u16).to_be_bytes());
        f.extend_from_slice(&[0, 0]); // no UDP checksum
        f.extend_from_slice(&p.payload);
        out.extend_from_slice(&(i as u32 + 1).to_le_bytes());
        out.extend_from_slice(&0u32.to_le_bytes());
        out.extend_from_slice(&(f.len() as u32).to_le_bytes());
        out.extend_from_slice(&(f.len() as u32).to_le_bytes());
        out.extend_from_slice(&f);
    }
    std::fs::write(path, out).unwrap();
}

/// A deterministic xorshift stream (no rand crate needed).
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

/// A DNS query for `name` (type A).
pub fn dns_query(id: u16, name: &str) -> Vec<u8> {
    let mut q = id.to_be_bytes().to_vec();
    q.extend_from_slice(&[0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]);
    for label in name.split('.') {
        q.push(label.len() as u8);
        q.extend_from_slice(label.as_bytes());
    }
    q.extend_from_slice(&[0, 0, 1, 0, 1]);
    q
}
