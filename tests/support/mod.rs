pub mod gen;
pub mod pcap;
