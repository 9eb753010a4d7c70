//! CRC-16/CCITT as the Quake engines compute it (poly 0x1021, init 0xFFFF, no final xor): the
//! core of both QuakeWorld's and Quake II's clc_move checksum byte.

pub fn crc16(data: &[u8]) -> u16 {
    let mut crc: u16 = 0xffff;
    for &b in data {
        crc ^= (b as u16) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 {
                (crc << 1) ^ 0x1021
            } else {
                crc << 1
            };
        }
    }
    crc
}
