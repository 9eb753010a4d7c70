//! Bounded inflation of svc_zpacket (raw deflate, Q2PRO/R1Q2) and the rerelease's blasts (zlib).

/// Largest inflated svc_zpacket accepted (its length field is 16-bit; q2pro's MAX_MSGLEN is 32 KiB).
pub const MAX_INFLATED: usize = 0x1_0000;
/// Inflated bytes one datagram may produce in all (a real one carries a single svc_zpacket; a
/// hostile one could pack hundreds, each inflating ~1000-fold).
pub const MAX_INFLATED_PER_PACKET: usize = 4 * MAX_INFLATED;

/// A blast's announced size is 16-bit; nothing larger is ever inflated.
pub const MAX_BLAST: usize = 0xffff;

/// Inflates a zlib stream to at most `limit` bytes; `Err` says why it failed.
pub fn zlib(data: &[u8], announced: usize) -> Result<Vec<u8>, String> {
    // one byte of room past the announced size tells "too large" from "exactly right"
    let room = announced.min(MAX_BLAST) + 1;
    let mut out = Vec::with_capacity(room);
    let mut z = flate2::Decompress::new(true);
    let res = z.decompress_vec(data, &mut out, flate2::FlushDecompress::Finish);
    match res {
        Ok(flate2::Status::StreamEnd) if out.len() == announced => Ok(out),
        Ok(flate2::Status::StreamEnd) => Err(format!(
            "zlib stream inflates to {} bytes, not the announced {announced}",
            out.len()
        )),
        Ok(_) if out.len() >= room => Err(format!(
            "zlib stream inflates past the announced {announced} bytes"
        )),
        Ok(_) => Err(format!(
            "zlib stream ends early ({} of {announced} bytes)",
            out.len()
        )),
        Err(e) => Err(format!("not a zlib stream: {e}")),
    }
}

/// Inflates a raw deflate stream (svc_zpacket) to at most `announced` bytes. `Err` holds what
/// was inflated and whether the stream was complete.
pub fn raw(data: &[u8], announced: usize) -> Result<Vec<u8>, (usize, bool)> {
    let mut out = Vec::with_capacity(announced.min(MAX_INFLATED));
    let mut z = flate2::Decompress::new(false);
    let ok = matches!(
        z.decompress_vec(data, &mut out, flate2::FlushDecompress::Finish),
        Ok(flate2::Status::StreamEnd)
    );
    if !ok || out.len() != announced {
        return Err((out.len(), ok));
    }
    Ok(out)
}
